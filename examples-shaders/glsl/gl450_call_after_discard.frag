#version 450
// Code after `discard` in the same block never runs: it is dropped, calls
// included (a call there once made invalid IR, OSH4001).
layout(location = 0) in float alpha;
layout(location = 0) out vec4 color;

float shade(float a) { return a * 0.5; }

void main() {
    if (alpha < 0.1) {
        discard;
        color = vec4(shade(alpha));
    }
    color = vec4(shade(alpha));
}

#version 450
// An array constructor takes exactly one argument per element (GLSL 4.60
// §5.4.4); HLSL's initializer lists would pad or flatten.
layout(location = 0) out vec4 color;

void main() {
    float w[3];
    w = float[3](0.5, 0.5);
    color = vec4(w[0] + w[1] + w[2]);
}

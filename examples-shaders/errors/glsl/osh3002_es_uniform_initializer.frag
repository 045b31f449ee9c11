#version 300 es
// GLSL ES has no uniform initializers (desktop GLSL has them from 1.20).
// Expected: OSH3002 at the initializer.
precision mediump float;
uniform float gain = 2.0;
out vec4 color;

void main() {
    color = vec4(gain);
}

#version 300 es
precision mediump float;
out vec4 color;
void main() {
    float x = 1;
    color = vec4(x);
}

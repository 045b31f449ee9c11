#version 300 es
precision mediump float;
uniform float t;
float g = t * 2.0;
out vec4 o;
void main() { o = vec4(g); }

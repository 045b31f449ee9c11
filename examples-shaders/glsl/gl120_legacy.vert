#version 120
// Desktop 1.20 vertex shader: legacy attributes.
attribute vec2 position;
attribute vec2 uv;
uniform vec2 scale;
varying vec2 texcoord;

void main() {
    texcoord = uv;
    gl_Position = vec4(position * scale, 0.0, 1.0);
}

#version 120
// Desktop 1.20 fragment shader: legacy varyings and texture2D.
uniform sampler2D tex;
uniform vec4 tint;
varying vec2 texcoord;

void main() {
    gl_FragColor = texture2D(tex, texcoord) * tint;
}

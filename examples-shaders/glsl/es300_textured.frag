#version 300 es
// WebGL 2 fragment shader: texture with an explicit output.
precision highp float;
in vec2 vUv;
uniform sampler2D uTex;
out vec4 fragColor;

void main() {
    fragColor = texture(uTex, vUv);
}

#version 330 core
// Desktop 3.30 fragment shader: explicit level of detail and gradients.
in vec2 vUv;
out vec4 color;
uniform sampler2D uTex;
uniform float uLod;

void main() {
    vec4 a = textureLod(uTex, vUv, uLod);
    vec4 b = textureGrad(uTex, vUv, dFdx(vUv) * 2.0, dFdy(vUv) * 2.0);
    color = mix(a, b, 0.5);
}

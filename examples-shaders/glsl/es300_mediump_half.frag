#version 300 es
// WebGL 2 fragment shader with mediump locals, translated with mediump as half.
precision highp float;
uniform sampler2D uTex;
uniform float uContrast;
in vec2 vUv;
out vec4 color;

mediump vec3 contrast(mediump vec3 c, mediump float k) {
    return (c - 0.5) * k + 0.5;
}

void main() {
    mediump vec4 texel = texture(uTex, vUv);
    mediump float k = uContrast;
    color = vec4(contrast(texel.rgb, k), texel.a);
}

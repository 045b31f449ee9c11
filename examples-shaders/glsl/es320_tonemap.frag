#version 320 es
// GLES 3.2 fragment shader: ACES-style tonemap with exposure.
precision highp float;
uniform sampler2D uHdr;
uniform float uExposure;
in vec2 vUv;
layout(location = 0) out vec4 outColor;

vec3 aces(vec3 x) {
    return clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14), 0.0, 1.0);
}

void main() {
    vec3 hdr = texture(uHdr, vUv).rgb * uExposure;
    outColor = vec4(pow(aces(hdr), vec3(1.0 / 2.2)), 1.0);
}

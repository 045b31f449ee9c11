#version 300 es
// WebGL 2 fragment shader writing a G-buffer (three render targets).
precision highp float;
in vec3 vNormal;
in vec3 vWorldPos;
in vec2 vUv;
uniform sampler2D uAlbedo;
layout(location = 0) out vec4 outAlbedo;
layout(location = 1) out vec4 outNormal;
layout(location = 2) out vec4 outPosition;

void main() {
    outAlbedo = texture(uAlbedo, vUv);
    outNormal = vec4(normalize(vNormal) * 0.5 + 0.5, 1.0);
    outPosition = vec4(vWorldPos, 1.0);
}

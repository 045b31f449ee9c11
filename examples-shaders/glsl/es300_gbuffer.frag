#version 300 es
// WebGL 2 deferred shading, geometry pass (fragment): three render targets
// (position + depth, encoded normal + roughness, albedo + specular).
precision highp float;
precision highp sampler2D;

in vec3 vWorldPos;
in vec2 vUv;
in mat3 vTBN;

uniform sampler2D uAlbedo;
uniform sampler2D uNormalMap;
uniform sampler2D uSpecular;
uniform float uRoughness;
uniform vec3 uCameraPos;

layout(location = 0) out vec4 gPosition;
layout(location = 1) out vec4 gNormal;
layout(location = 2) out vec4 gAlbedoSpec;

vec2 octEncode(vec3 n) {
    n /= abs(n.x) + abs(n.y) + abs(n.z);
    vec2 e = n.z >= 0.0 ? n.xy : (1.0 - abs(n.yx)) * vec2(n.x >= 0.0 ? 1.0 : -1.0, n.y >= 0.0 ? 1.0 : -1.0);
    return e * 0.5 + 0.5;
}

void main() {
    vec4 albedo = texture(uAlbedo, vUv);
    if (albedo.a < 0.5) {
        discard;
    }
    vec3 tangentNormal = texture(uNormalMap, vUv).xyz * 2.0 - 1.0;
    vec3 n = normalize(vTBN * tangentNormal);
    gPosition = vec4(vWorldPos, distance(vWorldPos, uCameraPos));
    gNormal = vec4(octEncode(n), uRoughness, 1.0);
    gAlbedoSpec = vec4(albedo.rgb, texture(uSpecular, vUv).r);
}

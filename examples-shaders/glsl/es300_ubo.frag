#version 300 es
// WebGL 2 fragment shader reading a std140 uniform block with an instance name.
precision highp float;
layout(std140) uniform Material {
    vec4 baseColor;
    vec4 emissive;
    float roughness;
    float metallic;
} material;
in vec3 vNormal;
out vec4 color;

void main() {
    float ndl = clamp(dot(normalize(vNormal), vec3(0.0, 0.0, 1.0)), 0.0, 1.0);
    vec3 c = material.baseColor.rgb * mix(ndl, 1.0, material.roughness * 0.1) + material.emissive.rgb;
    color = vec4(c * (1.0 - 0.5 * material.metallic), material.baseColor.a);
}

#version 450
// Projective lookups divide the coordinate by its last component: a 1D
// texture takes a vec2 or vec4 (x / y, x / w); a 2D shadow texture compares
// with p.z / p.w at p.xy / p.w.
layout(binding = 0) uniform sampler1D ramp;
layout(binding = 1) uniform sampler2DShadow shadowMap;

layout(location = 0) in vec2 uvq;
layout(location = 1) in vec4 clip;
layout(location = 0) out vec4 color;

void main() {
    float lit = textureProj(shadowMap, clip);
    vec4 a = textureProj(ramp, uvq);
    vec4 b = textureProjLod(ramp, clip, 0.0);
    color = mix(a, b, lit);
}

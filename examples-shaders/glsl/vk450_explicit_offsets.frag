#version 450
// Explicit member offsets and alignments (GLSL 4.60 §4.4.5), as Vulkan
// pipelines use them: the fragment stage's push constants start at 64,
// after the vertex stage's range; a uniform block places its members out of
// declaration order, and offsets qualify a struct member and an array.

struct Light {
    vec3 direction;
    float intensity;
};

layout(push_constant) uniform FragmentConstants {
    layout(offset = 64) vec4 tint;
    float exposure;
    layout(offset = 96) vec2 scale;
} pc;

layout(set = 0, binding = 0, std140) uniform Scene {
    layout(offset = 368) vec4 fog;
    layout(offset = 0) vec4 ambient;
    layout(offset = 64) Light sun;
    layout(offset = 128) float weights[3];
    layout(align = 32) float distortionAlpha;
    mat4 view;
} scene;

layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec3 lit = scene.ambient.rgb + scene.sun.intensity * max(dot(vec3(0.0, 0.0, 1.0), -scene.sun.direction), 0.0);
    float w = scene.weights[0] + scene.weights[1] + scene.weights[2];
    vec4 c = vec4(lit * w, scene.distortionAlpha) * pc.tint * pc.exposure;
    c.xy *= pc.scale * uv;
    color = mix(c, scene.fog, scene.fog.a) + scene.view[3];
}

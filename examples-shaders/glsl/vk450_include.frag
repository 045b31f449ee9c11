#version 450
// Tone mapping from an included file (GL_GOOGLE_include_directive; tonemap.glsl opens as a tab)
#extension GL_GOOGLE_include_directive : require
#include "tonemap.glsl"

layout(set = 0, binding = 0) uniform sampler2D hdr;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec3 c = texture(hdr, uv).rgb;
    color = vec4(to_srgb(reinhard(c)), 1.0);
}

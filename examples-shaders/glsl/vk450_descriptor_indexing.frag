#version 450
#extension GL_EXT_nonuniform_qualifier : require
// Argument buffers: each descriptor set is one argument buffer at
// [[buffer(set)]]. Set 1 holds an unbounded array of combined image
// samplers indexed per fragment (nonuniformEXT); the push constants stay
// inline bytes in a buffer of their own.
layout(set = 0, binding = 0) uniform Scene { vec4 ambient; } scene;
layout(set = 0, binding = 2) readonly buffer Materials { uvec4 materials[]; };
layout(set = 1, binding = 0) uniform sampler2D textures[];
layout(set = 1, binding = 1) uniform texture2D detail[4];
layout(set = 1, binding = 5) uniform sampler detail_sampler;
layout(push_constant) uniform Push { uint material; } pc;

layout(location = 0) in vec2 uv;
layout(location = 1) flat in uint instance;
layout(location = 0) out vec4 color;

void main() {
    uvec4 m = materials[pc.material + instance];
    vec4 base = texture(textures[nonuniformEXT(m.x)], uv);
    vec4 fine = texture(sampler2D(detail[m.y & 3u], detail_sampler), uv * 8.0);
    color = base * fine + scene.ambient;
}

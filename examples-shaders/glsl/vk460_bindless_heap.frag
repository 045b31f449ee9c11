#version 460
#extension GL_EXT_nonuniform_qualifier : require

// Descriptor indexing under the `metal4-bindless` binding model: every
// unbounded texture or image array is a view of the one texture heap (the
// texture view pool at buffer 1: element i is the texture whose resource
// ID is base + i, one index space for all, as Vulkan engines alias their
// heap bindings), and every unbounded sampler array is the sampler heap
// (buffer 2). The push constants are the root (buffer 0). Reflection's
// `bindlessSlots` names the arrays each heap serves.
layout(set = 0, binding = 0) uniform texture2D textures[];
layout(set = 0, binding = 0) uniform textureCube cubes[];
layout(set = 0, binding = 1, rgba8) uniform readonly image2D images[];
layout(set = 1, binding = 0) uniform sampler samplers[];

layout(push_constant) uniform Material {
    uint albedo;
    uint environment;
    uint mask;
    uint sampler_index;
} material;

layout(location = 0) in vec2 uv;
layout(location = 1) in vec3 normal;
layout(location = 2) flat in uint instance;
layout(location = 0) out vec4 color;

void main() {
    sampler s = samplers[material.sampler_index];
    vec4 albedo = texture(sampler2D(textures[nonuniformEXT(material.albedo + instance)], s), uv);
    vec4 sky = texture(samplerCube(cubes[material.environment], s), normal);
    vec4 mask = imageLoad(images[material.mask], ivec2(uv * 64.0));
    color = mix(albedo, sky, mask.r);
}

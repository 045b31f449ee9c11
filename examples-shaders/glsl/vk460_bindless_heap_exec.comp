#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_buffer_reference : require

// metal4-bindless, executed (tools/exec-parity/tests/bindless.rs): the
// unbounded texture, image and sampler arrays are views of the heaps (the
// texture view pool at buffer 1, one index space for textures and images;
// the sampler array at buffer 2). Every thread samples, fetches and
// measures textures it picks by non-uniform index, and writes through a
// buffer reference and into an image of the heap. Compiled with DIRECT
// defined, the arrays are fixed-size bound arrays (`direct`), and the same
// code must give the same results.
layout(local_size_x = 8) in;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Results {
    vec4 v[];
};

layout(push_constant) uniform Root {
    Results results;    // 3 vec4 per thread: sampled, fetched, size
    uint firstTexture;  // index of the kernel's texture 0
    uint firstSampler;  // index of the point sampler; the linear one follows
    uint target;        // index of the writable r32f image
    uint pad;
} root;

#ifdef DIRECT
layout(set = 0, binding = 0) uniform texture2D textures[3];
layout(set = 0, binding = 3, r32f) uniform writeonly image2D images[1];
layout(set = 1, binding = 0) uniform sampler samplers[2];
#else
layout(set = 0, binding = 0) uniform texture2D textures[];
layout(set = 0, binding = 1, r32f) uniform writeonly image2D images[];
layout(set = 1, binding = 0) uniform sampler samplers[];
#endif

void main() {
    uint i = gl_GlobalInvocationID.x;
    uint t = i % 3u;
    uint s = (i >> 2) & 1u;
    vec2 uv = vec2(0.5, (i & 1u) != 0u ? 0.75 : 0.25);
    sampler point = samplers[root.firstSampler];
    vec4 sampled = textureLod(
        sampler2D(textures[nonuniformEXT(root.firstTexture + t)], samplers[nonuniformEXT(root.firstSampler + s)]),
        uv, 0.0);
    vec4 fetched = texelFetch(
        sampler2D(textures[nonuniformEXT(root.firstTexture + (t + 1u) % 3u)], point),
        ivec2(i & 1u, (i >> 1) & 1u), 0);
    ivec2 size = textureSize(sampler2D(textures[nonuniformEXT(root.firstTexture + t)], point), 0);
    root.results.v[3u * i] = sampled;
    root.results.v[3u * i + 1u] = fetched;
    root.results.v[3u * i + 2u] = vec4(vec2(size), 0.0, 1.0);
    imageStore(images[root.target], ivec2(i, 0), vec4(sampled.x + fetched.x));
}

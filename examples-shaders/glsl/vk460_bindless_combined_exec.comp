#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_buffer_reference : require

// metal4-bindless, executed (tools/exec-parity/tests/bindless.rs): an
// unbounded array of combined image samplers is both heaps at once, its
// element i the texture at pool index i with sampler i of the sampler
// array. Compiled with DIRECT defined, the array is a fixed-size bound one
// (`direct`), and the same code must give the same results.
layout(local_size_x = 8) in;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Results {
    vec4 v[];
};

layout(push_constant) uniform Root {
    Results results;  // one vec4 per thread
    uint first;       // index of the kernel's element 0
} root;

#ifdef DIRECT
layout(set = 0, binding = 0) uniform sampler2D combined[3];
#else
layout(set = 0, binding = 0) uniform sampler2D combined[];
#endif

void main() {
    uint i = gl_GlobalInvocationID.x;
    vec2 uv = vec2(0.5, (i & 1u) != 0u ? 0.75 : 0.25);
    root.results.v[i] = textureLod(combined[nonuniformEXT(root.first + i % 3u)], uv, 0.0);
}

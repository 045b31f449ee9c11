#version 450

// Blocks declared at one (set, binding) are one Vulkan descriptor seen as
// several block types: the host binds one buffer there. They share one
// Metal buffer index; the kernel takes that buffer once, untyped, and reads
// it as each block (an array of blocks element by element).
layout(local_size_x = 64) in;

layout(set = 0, binding = 0) buffer Floats { float values[]; } as_floats;
layout(set = 0, binding = 0) buffer Words { uint values[]; } as_words;
layout(set = 0, binding = 0) readonly buffer Pairs { uvec2 values[]; } as_pairs;

layout(set = 0, binding = 1) uniform Scale { vec4 scale; } scale_f[2];
layout(set = 0, binding = 1) uniform ScaleBits { uvec4 bits; } scale_u[2];

layout(set = 1, binding = 0) buffer Out { uint result[]; };

uint flip_sign(uint i) {
    as_words.values[i] ^= 0x80000000u;
    return as_pairs.values[i / 2u].x;
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    as_floats.values[i] *= scale_f[i & 1u].scale.x;
    result[i] = flip_sign(i) + scale_u[1].bits.y;
}

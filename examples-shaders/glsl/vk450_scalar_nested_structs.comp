#version 450
#extension GL_EXT_scalar_block_layout : require

// Structs nested in a `scalar` block at offsets their MSL alignment does
// not divide: `Sample` holds a `vec4`, whose Metal `float4` needs 16-byte
// alignment, but the scalar layout aligns it to 4 and places it at offset
// 4, and the array of 20-byte `Pair`s puts its `Sample`s at 24, 44, 64…
// Such structs store their vectors as `packed_float4`, so every
// member sits where the scalar layout puts it (the layout asserts check).
layout(local_size_x = 8) in;

struct Sample {
    vec4 color;
};

struct Pair {
    Sample first;
    float weight;
};

struct Wrapped {
    Pair pair;
};

layout(scalar, set = 0, binding = 0) buffer Samples {
    float scale;
    Wrapped wrapped;
    Pair pairs[8];
} samples;

void main() {
    uint i = gl_LocalInvocationIndex;
    Pair p = samples.pairs[i];
    samples.pairs[i].first.color = p.first.color * p.weight * samples.scale;
    if (i == 0u) {
        samples.wrapped.pair.first.color.x += 1.0;
    }
}

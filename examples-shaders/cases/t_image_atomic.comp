#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Image atomics on r32ui: a histogram (add), max, min, or, exchange and compare-exchange.
layout(binding = 0, r32ui) uniform uimage2D hist;
layout(binding = 2, r32ui) uniform uimage2D ops;
layout(binding = 3, std430) buffer Src { uint src[]; };
layout(binding = 4, r32ui) uniform uimage2D cas;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint i = uint(p.y * 4 + p.x);
    uint v = src[i];
    imageAtomicAdd(hist, ivec2(int(v & 3u), int((v >> 2) & 3u)), 1u);
    imageAtomicMax(ops, ivec2(0, 0), v);
    imageAtomicMin(ops, ivec2(1, 0), v);
    imageAtomicOr(ops, ivec2(2, 0), 1u << (v & 31u));
    imageAtomicAnd(ops, ivec2(3, 0), ~(1u << (i & 31u)));
    imageAtomicXor(ops, ivec2(0, 1), v);
    imageAtomicCompSwap(cas, p, i, i + 100u);
}

#version 450
// Order-independent atomics: min, max, and, or, xor, add; exchange-if-equal.
layout(local_size_x = 32) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BA { uint v[]; } Acc;
layout(std430, binding = 2) buffer BS { int v[]; } SAcc;

void main()
{
    uint v = In.v[gl_GlobalInvocationID.x];
    atomicMin(Acc.v[0], v);
    atomicMax(Acc.v[1], v);
    atomicAnd(Acc.v[2], v | 0xF0F0F0F0u);
    atomicOr(Acc.v[3], v);
    atomicXor(Acc.v[4], v);
    atomicAdd(Acc.v[5], v);
    atomicCompSwap(Acc.v[6], 0u, 1000u);
    atomicCompSwap(Acc.v[6], 1000u + v, 5u);
    atomicMin(SAcc.v[0], int(v) - 16);
    atomicMax(SAcc.v[1], 16 - int(v));
}

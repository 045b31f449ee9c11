#version 450
// Atomics on a device buffer from 64 threads in two groups: add, max, min,
// or, and, a compare-exchange loop, and an append-style slot allocation
// whose order depends on scheduling (compared as a set).
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer BA { uint a[]; } Acc;
layout(std430, binding = 1) buffer BL { uint v[]; } List;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    atomicAdd(Acc.a[1], i);
    atomicMax(Acc.a[2], (i * 7u) % 64u);
    atomicMin(Acc.a[3], i + 5u);
    atomicOr(Acc.a[4], 1u << (i % 32u));
    atomicAnd(Acc.a[5], ~(1u << (i % 16u)));

    // Add 2 with a compare-exchange loop.
    uint expected = Acc.a[6];
    for (uint tries = 0u; tries < 1000u; ++tries) {
        uint original = atomicCompSwap(Acc.a[6], expected, expected + 2u);
        if (original == expected)
            break;
        expected = original;
    }

    if (i % 3u == 0u) {
        uint slot = atomicAdd(Acc.a[0], 1u);
        List.v[slot] = i * i;
    }
}

#version 450
// A thread-local array indexed by data: a small lookup table and a bubble sort.
layout(local_size_x = 4) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    uint v[6];
    for (uint k = 0u; k < 6u; k++)
        v[k] = In.v[i * 6u + k];
    for (uint a = 0u; a < 6u; a++) {
        for (uint b = 0u; b + 1u < 6u - a; b++) {
            if (v[b] > v[b + 1u]) {
                uint t = v[b];
                v[b] = v[b + 1u];
                v[b + 1u] = t;
            }
        }
    }
    const uint table[4] = uint[4](7u, 11u, 13u, 17u);
    for (uint k = 0u; k < 6u; k++)
        Out.v[i * 7u + k] = v[k];
    Out.v[i * 7u + 6u] = table[v[5] % 4u] * v[0];
}

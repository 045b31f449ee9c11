#version 450
// Inclusive prefix sum per group of 32 (Hillis-Steele): every step reads a
// neighbour, waits for the whole group, then writes, and waits again.
layout(local_size_x = 32) in;
layout(std430, binding = 0) readonly buffer BI { uint v[]; } In;
layout(std430, binding = 1) buffer BO { uint v[]; } Out;

shared uint partial[32];

void main()
{
    uint t = gl_LocalInvocationID.x;
    uint i = gl_GlobalInvocationID.x;
    partial[t] = In.v[i];
    barrier();
    for (uint offset = 1u; offset < 32u; offset <<= 1u) {
        // An if, not ?: — the read must not happen for t < offset.
        uint add = 0u;
        if (t >= offset)
            add = partial[t - offset];
        barrier();
        partial[t] += add;
        barrier();
    }
    Out.v[i] = partial[t];
}

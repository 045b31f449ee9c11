#version 450
// Histogram: each group of 64 counts its inputs into 16 shared bins with
// atomics, then merges its bins into the global histogram.
layout(local_size_x = 64) in;
layout(std430, binding = 0) readonly buffer BI { uint v[]; } In;
layout(std430, binding = 1) buffer BH { uint h[]; } Hist;

shared uint bins[16];

void main()
{
    uint t = gl_LocalInvocationID.x;
    if (t < 16u)
        bins[t] = 0u;
    barrier();
    atomicAdd(bins[In.v[gl_GlobalInvocationID.x] % 16u], 1u);
    barrier();
    if (t < 16u)
        atomicAdd(Hist.h[t], bins[t]);
}

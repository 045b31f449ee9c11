#version 450
// Tree reduction in shared memory: each group of 64 sums its inputs with a
// barrier between halving steps; thread 0 writes the group's sum, minimum
// and maximum.
layout(local_size_x = 64) in;
layout(std430, binding = 0) readonly buffer BI { uint v[]; } In;
layout(std430, binding = 1) buffer BO { uint v[]; } Out;

shared uint sum[64];
shared uint lo[64];
shared uint hi[64];

void main()
{
    uint t = gl_LocalInvocationID.x;
    uint v = In.v[gl_GlobalInvocationID.x];
    sum[t] = v;
    lo[t] = v;
    hi[t] = v;
    barrier();
    for (uint s = 32u; s > 0u; s >>= 1u) {
        if (t < s) {
            sum[t] += sum[t + s];
            lo[t] = min(lo[t], lo[t + s]);
            hi[t] = max(hi[t], hi[t + s]);
        }
        barrier();
    }
    if (t == 0u) {
        uint g = gl_WorkGroupID.x;
        Out.v[g * 3u + 0u] = sum[0];
        Out.v[g * 3u + 1u] = lo[0];
        Out.v[g * 3u + 2u] = hi[0];
    }
}

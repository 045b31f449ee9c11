#version 450
#extension GL_EXT_null_initializer : enable
// `shared` memory with the null initializer starts zeroed in every
// workgroup: each thread adds its input into its neighbour's slot, so a slot
// that was not zero would carry a value from an earlier workgroup.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

shared uint sums[8] = {};

void main()
{
    uint t = gl_LocalInvocationIndex;
    sums[(t + 1u) % 8u] += In.v[gl_GlobalInvocationID.x];
    barrier();
    Out.v[gl_GlobalInvocationID.x] = sums[t] * 10u + t;
}

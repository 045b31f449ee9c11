#version 450
// Atomics on shared memory, initialised by one thread and read after a barrier.
layout(local_size_x = 16) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

shared uint count;
shared uint biggest;
shared uint total;

void main()
{
    if (gl_LocalInvocationID.x == 0u) {
        count = 0u;
        biggest = 0u;
        total = 0u;
    }
    barrier();
    uint v = In.v[gl_GlobalInvocationID.x];
    atomicAdd(total, v);
    atomicMax(biggest, v);
    barrier();
    if (v * 16u > total)
        atomicAdd(count, 1u);
    barrier();
    if (gl_LocalInvocationID.x == 0u) {
        Out.v[gl_WorkGroupID.x * 3u + 0u] = count;
        Out.v[gl_WorkGroupID.x * 3u + 1u] = biggest;
        Out.v[gl_WorkGroupID.x * 3u + 2u] = total;
    }
}

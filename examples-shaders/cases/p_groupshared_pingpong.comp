#version 450
// Several rounds through shared memory: each round reads neighbours written in the previous one.
layout(local_size_x = 32) in;
layout(std430, binding = 0) readonly buffer BIn { int v[]; } In;
layout(std430, binding = 1) buffer BOut { int v[]; } Out;

shared int a[32];
shared int b[32];

void main()
{
    uint t = gl_LocalInvocationID.x;
    a[t] = In.v[gl_GlobalInvocationID.x];
    barrier();
    for (int round = 0; round < 4; round++) {
        int l = a[(t + 31u) % 32u];
        int r = a[(t + 1u) % 32u];
        b[t] = l + 2 * a[t] + r + round;
        barrier();
        a[t] = b[t] / 2;
        barrier();
    }
    Out.v[gl_GlobalInvocationID.x] = a[t];
}

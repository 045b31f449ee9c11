#version 450
// &&, || and ?: evaluate their right side or the chosen arm only: each
// counter counts how often its atomic ran.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer BC { uint n[]; } Counter;
layout(std430, binding = 1) buffer BO { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    // The right side runs for odd i only: 16 times.
    bool a = (i % 2u == 0u) || (atomicAdd(Counter.n[0], 1u) < 1000u);
    // The chosen arm only: 8 increments.
    uint b = (i < 8u) ? atomicAdd(Counter.n[1], 1u) * 0u + 1u : 2u;
    // The right side runs for i < 4 only.
    bool c = i < 4u && atomicAdd(Counter.n[2], 1u) < 1000u;
    Out.v[i] = (a ? 10u : 0u) + b + (c ? 100u : 0u);
}

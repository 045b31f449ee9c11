#version 450
// Append through an atomic counter: slot order depends on thread order.
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer BC { uint n[]; } Counter;
layout(std430, binding = 1) buffer BL { uint v[]; } List;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    if (i % 3u == 1u)
        return;
    uint slot = atomicAdd(Counter.n[0], 1u);
    List.v[slot] = i * 100u + 7u;
}

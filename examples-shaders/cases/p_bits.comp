#version 450
// Bit operations on data-dependent values and shift amounts (always below 32).
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { uint v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    uint v = In.v[i];
    uint s = (v ^ (v >> 7u)) & 31u;
    Out.v[i * 6u + 0u] = uint(findLSB(v));
    Out.v[i * 6u + 1u] = uint(findMSB(v));
    Out.v[i * 6u + 2u] = uint(bitCount(v)) + (bitfieldReverse(v) >> 16u);
    Out.v[i * 6u + 3u] = (v << s) | (v >> (31u - s));
    Out.v[i * 6u + 4u] = ((1u << s) - 1u) & ~v;
    Out.v[i * 6u + 5u] = uint(int(v) >> int(s & 15u));
}

#version 450
// Conversions: float to int truncates toward zero, int/uint to float rounds, bit casts keep bits.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { float v[]; } In;
layout(std430, binding = 1) buffer BOut { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float x = In.v[i];
    int n = int(x);
    uint u = uint(abs(x));
    Out.v[i * 6u + 0u] = uint(n);
    Out.v[i * 6u + 1u] = u;
    Out.v[i * 6u + 2u] = floatBitsToUint(float(n) * 0.5);
    Out.v[i * 6u + 3u] = floatBitsToUint(float(u * 3000u + 16777217u));
    Out.v[i * 6u + 4u] = floatBitsToUint(x) ^ 0x80000000u;
    Out.v[i * 6u + 5u] = floatBitsToUint(uintBitsToFloat(floatBitsToUint(x) + 1u) - x);
}

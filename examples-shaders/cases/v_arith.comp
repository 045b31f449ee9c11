#version 450
// Float arithmetic per element: out[4i..4i+3] = a+b, a-b, a*b, a/b.
// Inputs are chosen so every result is exact in f32 (divisors are powers of two).
layout(local_size_x = 4) in;
layout(std430, binding = 0) readonly buffer InA { float a[]; } A;
layout(std430, binding = 1) readonly buffer InB { float b[]; } B;
layout(std430, binding = 2) buffer Result { float v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float a = A.a[i];
    float b = B.b[i];
    Out.v[i * 4u + 0u] = a + b;
    Out.v[i * 4u + 1u] = a - b;
    Out.v[i * 4u + 2u] = a * b;
    Out.v[i * 4u + 3u] = a / b;
}

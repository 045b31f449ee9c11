// Float arithmetic per element: out[4i..4i+3] = a+b, a-b, a*b, a/b.
// Inputs are chosen so every result is exact in f32 (divisors are powers of two).
StructuredBuffer<float> A : register(t0);
StructuredBuffer<float> B : register(t1);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a = A[id.x];
    float b = B[id.x];
    Out[id.x * 4 + 0] = a + b;
    Out[id.x * 4 + 1] = a - b;
    Out[id.x * 4 + 2] = a * b;
    Out[id.x * 4 + 3] = a / b;
}

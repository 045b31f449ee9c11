// `precise` (DESIGN §3): r = a * b + c with the product rounded to f32
// before the add, as HLSL's precise requires, although the case compiles
// our side with contraction on (Metal's fast math fuses a * b + c).
// Thread 0: (1 + 2^-13)(1 - 2^-13) = 1 - 2^-26 rounds to 1, so r = 0
// (fused: -2^-26). Thread 1: (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 is a tie
// that rounds to the even 1 + 2^-11, so r = 2^-11 (fused: 2^-11 + 2^-24).
// Threads 2 and 3 are exact either way.
StructuredBuffer<float> A : register(t0);
StructuredBuffer<float> B : register(t1);
StructuredBuffer<float> C : register(t2);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    precise float r = A[id.x] * B[id.x] + C[id.x];
    Out[id.x] = r;
}

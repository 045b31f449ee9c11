// 16-bit types (with -enable-16bit-types): half arithmetic and rounding,
// half to int16_t conversion (truncation), uint16_t arithmetic that wraps
// at 16 bits. Every buffer element is 2 bytes.
StructuredBuffer<half> A : register(t0);
RWStructuredBuffer<half> OutH : register(u0);
RWStructuredBuffer<int16_t> OutI : register(u1);
RWStructuredBuffer<uint16_t> OutU : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    half a = A[i];
    OutH[i] = a * (half)2.0 + (half)0.25;
    OutI[i] = (int16_t)(a * (half)-3.0);
    uint16_t base = 65530;
    uint16_t step = (uint16_t)(i * 3);
    OutU[i] = base + step;
}

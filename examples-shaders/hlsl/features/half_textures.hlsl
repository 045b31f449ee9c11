// FidelityFX-style 16-bit code: half textures (read as float texels and
// narrowed, written widened), SM 6.2's asuint16/asfloat16, 16-bit integer
// arithmetic that C++'s integral promotion would widen, and f16tof32 on a
// vector.
Texture2D<half4> InputTexture : register(t0);
RWTexture2D<half4> OutputTexture : register(u0);
SamplerState LinearClamp : register(s0);
cbuffer Constants : register(b0)
{
    uint4 Const0;
};

// Fast approximate reciprocal square root on the bits of a half.
half ApproxRsqrt(half a)
{
    return asfloat16(uint16_t(0x59a3) - (asuint16(a) >> uint16_t(1)));
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = (float2(id.xy) + 0.5) * asfloat(Const0.xy);
    half4 reds = InputTexture.GatherRed(LinearClamp, uv);
    half4 c = InputTexture.SampleLevel(LinearClamp, uv, 0);
    float2 scale = f16tof32(Const0.zw);
    c.rgb *= ApproxRsqrt(max(reds.x + reds.w, half(0.01))) * half(scale.x + scale.y);
    OutputTexture[id.xy] = c;
}

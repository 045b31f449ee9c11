// Native 16-bit arithmetic with -enable-16bit-types.
StructuredBuffer<half4> Colors : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

half3 Desaturate(half3 c, half amount)
{
    half luma = dot(c, half3(0.299h, 0.587h, 0.114h));
    return lerp(c, luma.xxx, amount);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half4 c = Colors[id.x];
    uint16_t k = 3;
    c.rgb = Desaturate(c.rgb, 0.5h) * (half)k;
    Out[id.x] = c;
}

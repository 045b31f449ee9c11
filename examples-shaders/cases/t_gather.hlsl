// GatherRed, GatherGreen, GatherAlpha and GatherBlue with an offset.
Texture2D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float2 uv = float2(0.1 + 0.21 * float(id.x), 0.05 + 0.23 * float(id.y));
    o[i] = tex.GatherRed(s, uv);
    o[16 + i] = tex.GatherGreen(s, uv);
    o[32 + i] = tex.GatherAlpha(s, uv);
    o[48 + i] = tex.GatherBlue(s, uv, int2(1, -1));
}

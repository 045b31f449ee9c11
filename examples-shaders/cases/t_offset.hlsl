// SampleLevel and Load with texel offsets.
Texture2D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float2 uv = (float2(id.xy) + 0.4) / 4.0;
    o[i] = tex.SampleLevel(s, uv, 0, int2(-1, 2));
    o[16 + i] = tex.Load(int3(id.y, id.x, 0), int2(1, 0));
}

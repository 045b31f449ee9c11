// A Texture2DArray: loads and linear samples from several layers.
Texture2DArray<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    o[i] = tex.Load(int4(id.xy, i % 3, 0));
    o[16 + i] = tex.SampleLevel(s, float3((float2(id.xy) + 0.3) / 4.0, float(i % 3)), 0);
}

// Textures, samplers and storage textures passed to functions.
Texture2D<float4> tex : register(t0);
SamplerState s : register(s0);
RWTexture2D<float4> img : register(u1);
RWStructuredBuffer<float4> o : register(u0);
float4 blur(Texture2D<float4> t, SamplerState ss, float2 uv, float d) {
    return 0.25 * (t.SampleLevel(ss, uv + float2(d, 0), 0) + t.SampleLevel(ss, uv - float2(d, 0), 0)
                 + t.SampleLevel(ss, uv + float2(0, d), 0) + t.SampleLevel(ss, uv - float2(0, d), 0));
}
void put(RWTexture2D<float4> target, uint2 p, float4 v) { target[p] = v; }
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 v = blur(tex, s, (float2(id.xy) + 0.5) / 4.0, 0.125);
    put(img, id.xy, v);
    o[id.y * 4 + id.x] = v;
}

// Bilinear magnification of a 3x3 rgba8unorm texture, repeat addressing.
Texture2D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = (float2(id.xy) + float2(0.25, 0.75)) / 4.0;
    o[id.y * 4 + id.x] = tex.SampleLevel(s, uv, 0);
}

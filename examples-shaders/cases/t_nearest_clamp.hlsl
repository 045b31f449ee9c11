// nearest sampling of an rgba32float texture, address mode clampToEdge, coordinates inside and outside [0, 1].
Texture2D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = float2(float(id.x) * 0.37 - 0.6, float(id.y) * 0.41 - 0.7);
    o[id.y * 4 + id.x] = tex.SampleLevel(s, uv, 0);
}

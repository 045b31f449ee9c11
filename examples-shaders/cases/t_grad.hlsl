// SampleGrad with axis-aligned gradients of 1/8 to 16 texels: LOD log2 of the gradient length.
Texture2D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float g = exp2(float(i % 8u) - 3.0) / 16.0;
    float2 uv = float2(0.4 + 0.03 * float(id.x), 0.55 - 0.04 * float(id.y));
    float2 dx = (i & 1) == 0 ? float2(g, 0.0) : float2(0.0, g);
    float2 dy = (i & 1) == 0 ? float2(0.0, g * 0.5) : float2(g * 0.5, 0.0);
    o[i] = tex.SampleGrad(s, uv, dx, dy);
}

// Derivatives and implicit-LOD sampling in a compute shader are valid HLSL
// from SM 6.6 (compute derivatives over 2x2 quads of threads); Metal has
// them only in fragment functions, so they are refused at the operation.
Texture2D<float4> tex : register(t0);
SamplerState smp : register(s0);
RWTexture2D<float4> outTex : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = float2(id.xy) / 64.0;
    float slope = ddx(uv.x);
    outTex[id.xy] = tex.Sample(smp, uv) * slope;
}

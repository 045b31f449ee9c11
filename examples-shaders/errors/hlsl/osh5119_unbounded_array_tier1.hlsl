// Argument buffers of tier 1 cannot point at a table: OSH5119 names tier 2.
Texture2D<float4> textures[] : register(t0, space1);
SamplerState samp : register(s0);
RWStructuredBuffer<float4> colors : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    colors[id.x] = textures[NonUniformResourceIndex(id.x)].SampleLevel(samp, float2(0.5, 0.5), 0);
}

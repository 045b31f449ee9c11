// An unbounded array has no place among direct slots: OSH5109 names the
// model that accepts it (argument-buffers).
Texture2D<float4> textures[] : register(t0, space1);
SamplerState samp : register(s0);
RWStructuredBuffer<float4> colors : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    colors[id.x] = textures[NonUniformResourceIndex(id.x)].SampleLevel(samp, float2(0.5, 0.5), 0);
}

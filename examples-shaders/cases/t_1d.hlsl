// A Texture1D: load and linear sample with mirrored repeat.
Texture1D<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[id.x] = tex.Load(int2(id.x % 8, 0));
    o[16 + id.x] = tex.SampleLevel(s, float(id.x) * 0.17 - 0.9, 0);
}

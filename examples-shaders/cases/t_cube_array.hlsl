// A TextureCubeArray: the cube by a float layer, the face by the direction.
TextureCubeArray<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float a = 0.3 * float(id.x) - 0.45, b = 0.25 * float(id.y) - 0.4;
    float3 d = (i & 1) == 0 ? float3(b, -1.0, a) : float3(a, b, 1.0);
    o[i] = tex.SampleLevel(s, float4(d, float(i % 2)), 0);
}

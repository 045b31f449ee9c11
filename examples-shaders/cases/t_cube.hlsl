// A TextureCube sampled inside each face (major axis and face coordinates).
TextureCube<float4> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.y * 4 + id.x;
    float a = 0.3 * float(id.x) - 0.45, b = 0.25 * float(id.y) - 0.4;
    float3 d;
    uint f = i % 6;
    if (f == 0) d = float3(1.0, a, b); else if (f == 1) d = float3(-1.0, a, b);
    else if (f == 2) d = float3(a, 1.0, b); else if (f == 3) d = float3(a, -1.0, b);
    else if (f == 4) d = float3(a, b, 1.0); else d = float3(a, b, -1.0);
    o[i] = tex.SampleLevel(s, d * 2.0, 0);
}

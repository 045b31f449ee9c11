// A vertex shader that writes no SV_Position (it fed a geometry or
// tessellation stage, or works only through its buffer writes): Metal's
// form is a `void` vertex function, used with rasterization off. The
// outputs are left out with warning OSH5209; the buffer write stays.
RWStructuredBuffer<float4> Streamed : register(u0);

struct VSOut
{
    float4 world : WORLDPOS;
    float3 normal : NORMAL;
};

VSOut VSMain(float3 p : POSITION, float3 n : NORMAL, uint id : SV_VertexID)
{
    VSOut o;
    o.world = float4(p * 2.0, 1.0);
    o.normal = normalize(n);
    Streamed[id] = o.world;
    return o;
}

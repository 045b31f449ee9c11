// A vertex shader that feeds a geometry or tessellation stage writes no
// SV_Position. Metal requires the position in a vertex function's result
// unless the result is void (rasterization off): warning OSH5209, and the
// function is translated without its outputs.
struct VSOutput
{
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

[shader("vertex")]
VSOutput main(float3 pos : POSITION, float3 normal : NORMAL, float2 uv : TEXCOORD0)
{
    VSOutput o;
    o.normal = normal;
    o.uv = uv;
    return o;
}

// A vertex shader that feeds a geometry or tessellation stage writes no
// SV_Position; a Metal vertex function must.
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

// The reading view (`--readable`): no FERROMETAL_CHECK_LAYOUT blocks, and
// the stage-I/O struct `PSIn` loses the 12 bytes of D3D padding between
// `fog` and `tint` (it only ever lives in the fragment function). The
// constant buffer keeps its padding: the host writes it with D3D's packing.
cbuffer Fog : register(b0)
{
    float fogStart;
    float4 fogColor;
    float3 sunDir;
};

struct VSIn
{
    float3 pos : POSITION;
    float3 normal : NORMAL;
};

struct PSIn
{
    float fog : FOG;
    float4 tint : COLOR;
    float4 pos : SV_Position;
};

PSIn VSMain(VSIn i)
{
    PSIn o;
    o.pos = float4(i.pos, 1.0);
    o.fog = saturate((i.pos.z - fogStart) / 100.0);
    o.tint = float4(i.normal * 0.5 + 0.5, 1.0) * saturate(dot(i.normal, sunDir));
    return o;
}

float4 PSMain(PSIn i) : SV_Target
{
    return lerp(i.tint, fogColor, i.fog);
}

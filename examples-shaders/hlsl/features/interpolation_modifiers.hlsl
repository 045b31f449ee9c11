// Interpolation modifiers on stage outputs and inputs, SV_SampleIndex and
// SV_Coverage, [earlydepthstencil].
struct V2F
{
    float4 pos : SV_Position;
    nointerpolation uint id : TEXCOORD0;
    noperspective float2 screen : TEXCOORD1;
    centroid float3 normal : TEXCOORD2;
    sample float4 color : COLOR0;
    linear float fade : TEXCOORD3;
};

V2F VSMain(float3 p : POSITION, float4 c : COLOR0, uint vid : SV_VertexID)
{
    V2F o;
    o.pos = float4(p, 1);
    o.id = vid;
    o.screen = p.xy;
    o.normal = float3(0, 0, 1);
    o.color = c;
    o.fade = 1;
    return o;
}

[earlydepthstencil]
float4 PSMain(V2F i, uint sampleIndex : SV_SampleIndex, uint coverage : SV_Coverage) : SV_Target
{
    float k = (coverage & (1u << sampleIndex)) != 0 ? 1.0 : 0.5;
    return i.color * k * i.fade + float4(i.screen, i.normal.z, i.id);
}

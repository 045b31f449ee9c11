// `SV_Target` is `SV_Target0`: two outputs on one render target, which DXC
// rejects; naga and Metal need one member per location.
struct PSOut
{
    float4 color : SV_Target0;
    float4 glow : SV_Target;
};

PSOut main(float4 pos : SV_Position)
{
    PSOut o;
    o.color = pos;
    o.glow = pos * 0.5;
    return o;
}

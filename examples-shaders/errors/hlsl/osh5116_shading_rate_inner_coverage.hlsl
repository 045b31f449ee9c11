// D3D system values Metal has no counterpart for, refused where D3D
// accepts them: a pixel shader's `SV_ShadingRate` (variable-rate shading
// per primitive; Metal's variable rasterization rate is a rate map the
// host sets for the render pass) and `SV_InnerCoverage` (conservative
// rasterization tier 3).
float4 main(uint rate : SV_ShadingRate, uint inner : SV_InnerCoverage) : SV_Target
{
    return float4(rate, inner, 0, 1);
}

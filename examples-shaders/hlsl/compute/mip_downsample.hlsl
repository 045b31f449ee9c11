// Generates one mip level with a 2x2 box filter, using SampleLevel at the
// texel corners and GetDimensions with a mip argument.
Texture2D<float4> SourceMip : register(t0);
RWTexture2D<float4> DestMip : register(u0);
SamplerState LinearClamp : register(s0);

cbuffer MipParams : register(b0)
{
    uint SrcLevel;
};

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint w, h, levels;
    SourceMip.GetDimensions(SrcLevel, w, h, levels);
    float2 texel = 1.0 / float2(w, h);
    float2 uv = (float2(id.xy) * 2.0 + 1.0) * texel;
    float4 c = SourceMip.SampleLevel(LinearClamp, uv, SrcLevel);
    DestMip[id.xy] = c;
}

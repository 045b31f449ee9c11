// A comparison reads a depth texture (`depth2d<float>`), whatever texel
// type the declaration gives it: `SampleCmp` returns a float, and a
// comparison gather's four results are 0 or 1 in the declared element
// type (SPIR-V's `OpImageDrefGather` on an integer image): Metal's float
// results converted, here to `uint4`, also through the four-offset form.
SamplerComparisonState Cmp : register(s0);
Texture2D<uint4> Mask : register(t0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    uint4 g = Mask.GatherCmpRed(Cmp, uv, 0.5, int2(1, 0));
    uint4 h = Mask.GatherCmpRed(Cmp, uv, 0.5, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1));
    float s = Mask.SampleCmp(Cmp, uv, 0.5);
    return float4(g + h) * 0.125 + s;
}

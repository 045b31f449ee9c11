// Comparison sampling of 1D textures. Metal has no 1D depth texture and no
// comparison sampling of its 1D textures, so a `Texture1D` or
// `Texture1DArray` that is sampled with a comparison anywhere is a 2D depth
// texture of height 1: the reflection's `mslType` says `depth2d` /
// `depth2d_array`, and the host creates it that way. Every use reads row 0:
// sample coordinates gain the row's centre 0.5, texel coordinates, offsets
// and gradients a 0. A 1D texture never compared stays a `texture1d`.
SamplerComparisonState shadowCmp : register(s0);
SamplerState pointClamp : register(s1);

Texture1D<float> shadowRamp : register(t0);
Texture1DArray<float4> shadowLayers : register(t1);
Texture1D<float4> plainRamp : register(t2);

float lookup(Texture1D<float> t, float u, float ref) {
    return t.SampleCmpLevelZero(shadowCmp, u, ref, 1);
}

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    float a = shadowRamp.SampleCmp(shadowCmp, uv.x, 0.5);
    float b = shadowLayers.SampleCmp(shadowCmp, float2(uv.x, 2), 0.25, -2);
    float c = lookup(shadowRamp, uv.y, 0.75);
    // The same texture read without a comparison: its one depth channel.
    float d = shadowRamp.Sample(pointClamp, uv.x).x;
    float e = shadowRamp.SampleGrad(pointClamp, uv.x, ddx(uv.x), ddy(uv.x)).x;
    float f = shadowRamp.Load(int2(pos.x, 0), 1).x + shadowRamp[uint(pos.y)];
    float g = shadowLayers.Load(int3(pos.x, 1, 0)).x;
    uint width, layers, levels;
    shadowLayers.GetDimensions(0, width, layers, levels);
    float4 plain = plainRamp.Sample(pointClamp, uv.x);
    return plain * (a + b + c + d + e + f + g) + float(width + layers + levels);
}

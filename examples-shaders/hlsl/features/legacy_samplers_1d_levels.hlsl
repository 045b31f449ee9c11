// The legacy sampler spellings DXC accepts (`sampler1D`, `sampler2D`,
// `sampler3D`, `samplerCUBE`) are sampler states. And Metal has no
// mipmapped 1D textures, so `SampleBias`, `SampleLevel` and `SampleGrad`
// on a `Texture1D` read level 0 as Metal's 1D `sample` does, in every
// stage (no derivatives needed).
uniform sampler2D linearClamp : register(s0);
sampler1D pointWrap : register(s1);
samplerCUBE unusedCube : register(s2);

Texture1D<float4> ramp : register(t0);
Texture2D<float4> albedo : register(t1);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    float4 biased = ramp.SampleBias(pointWrap, uv.x, 1.5);
    float4 levelled = ramp.SampleLevel(pointWrap, uv.x, 3.0);
    float4 graded = ramp.SampleGrad(pointWrap, uv.x, ddx(uv.x), ddy(uv.x));
    return albedo.Sample(linearClamp, uv) * (biased + levelled + graded);
}

// A texel offset must be a compile-time constant: naga IR holds only a
// const-expression there, and DXC accepts a variable one only where its
// legalization (unrolling, inlining) makes it constant. The LOD clamp and
// the tiled-resource status of the longer overloads are refused too, never
// dropped.
Texture2D<float4> tex : register(t0);
SamplerState smp : register(s0);

float4 main(float2 uv : TEXCOORD0, nointerpolation int2 shift : SHIFT) : SV_Target {
    float4 a = tex.Sample(smp, uv, int2(1, -1));        // constant: fine
    float4 b = tex.Gather(smp, uv, shift);               // variable offset
    uint status;
    float4 c = tex.Sample(smp, uv, int2(0, 0), 1.0, status);
    return a + b + c;
}

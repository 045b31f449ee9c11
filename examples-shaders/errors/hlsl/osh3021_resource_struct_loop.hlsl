// A handle of a struct holding resources that a loop body changes holds a
// different resource on each iteration: the first iteration reads `layer`'s
// first texture, the next ones the other. Every read of it in the loop (and
// after) is chosen at run time, which a Metal texture argument cannot be,
// so it is refused rather than resolved to the first iteration's texture.
struct Layer {
    Texture2D<float4> tex;
    SamplerState smp;
};

Texture2D<float4> base : register(t0);
Texture2D<float4> detail : register(t1);
SamplerState linearSmp : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    Layer layer = { base, linearSmp };
    float4 sum = 0;
    for (int i = 0; i < 2; i++) {
        sum += layer.tex.Sample(layer.smp, uv);
        layer.tex = detail;
    }
    return sum;
}

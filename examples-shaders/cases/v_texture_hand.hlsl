// Bilinear sampling and a gather of a 2x2 r32float texture at points worked out by hand.
Texture2D<float> tex : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(1, 1, 1)]
void main() {
    o[0] = float4(tex.SampleLevel(s, float2(0.5, 0.5), 0), 0, 0, 1);
    o[1] = float4(tex.SampleLevel(s, float2(0.25, 0.25), 0), 0, 0, 1);
    o[2] = float4(tex.SampleLevel(s, float2(0.0, 0.0), 0), 0, 0, 1);
    o[3] = float4(tex.SampleLevel(s, float2(0.75, 0.25), 0), 0, 0, 1);
    o[4] = tex.GatherRed(s, float2(0.5, 0.5));
    o[5] = float4(tex.SampleLevel(s, float2(0.375, 0.625), 0), 0, 0, 1);
}

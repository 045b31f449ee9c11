// Texture2DMS.GetSamplePosition(s): the sample's position relative to the
// pixel's center in D3D's standard pattern for the texture's sample count
// (2, 4, 8 or 16; (0, 0) otherwise), as DXC computes it. Metal's default
// sample positions are that pattern; custom ones (setSamplePositions) cannot
// be queried by a shader.
Texture2DMS<float4> Color : register(t0);
Texture2DMSArray<float4> Layers : register(t1);

float4 main(nointerpolation uint s : SAMPLE) : SV_Target {
    float2 a = Color.GetSamplePosition(s);
    float2 b = Layers.GetSamplePosition(s + 1);
    return float4(a, b);
}

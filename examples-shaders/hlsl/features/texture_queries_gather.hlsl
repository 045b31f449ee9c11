// Texture methods: Gather, Load with offset, GetDimensions, SampleBias,
// cube arrays, 3D textures and multisampled loads.
Texture2D<float4> Color : register(t0);
Texture2D<float> Depth : register(t1);
TextureCubeArray<float4> Probes : register(t2);
Texture3D<float4> Lut : register(t3);
Texture2DMS<float4> Msaa : register(t4);
SamplerState Samp : register(s0);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target
{
    uint w, h, mips;
    Color.GetDimensions(0, w, h, mips);
    float4 depths = Depth.Gather(Samp, uv);
    float4 reds = Color.GatherRed(Samp, uv);
    float4 texel = Color.Load(int3(pos.xy, 0), int2(1, 0));
    float4 biased = Color.SampleBias(Samp, uv, -1.0);
    float4 probe = Probes.SampleLevel(Samp, float4(dir, 2), 0);
    float4 graded = Lut.SampleLevel(Samp, saturate(biased.rgb), 0);
    float4 s0 = Msaa.Load(int2(pos.xy), 0);
    return (depths + reds + texel + probe + graded + s0) / (float)(w + h + mips);
}

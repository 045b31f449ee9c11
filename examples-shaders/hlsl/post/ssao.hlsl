// Screen-space ambient occlusion with a hemisphere kernel and random rotation.
Texture2D<float> DepthTex : register(t0);
Texture2D<float4> NormalTex : register(t1);
Texture2D<float2> NoiseTex : register(t2);
SamplerState PointClamp : register(s0);
SamplerState PointWrap : register(s1);

cbuffer SsaoParams : register(b0)
{
    float4x4 Projection;
    float4x4 InvProjection;
    float4 Kernel[16];
    float2 NoiseScale;
    float Radius;
    float Bias;
};

float3 ViewPosition(float2 uv)
{
    float d = DepthTex.SampleLevel(PointClamp, uv, 0);
    float4 clip = float4(uv * float2(2, -2) + float2(-1, 1), d, 1);
    float4 view = mul(InvProjection, clip);
    return view.xyz / view.w;
}

float main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float3 p = ViewPosition(uv);
    float3 n = normalize(NormalTex.Sample(PointClamp, uv).xyz * 2 - 1);
    float3 rnd = float3(NoiseTex.Sample(PointWrap, uv * NoiseScale), 0);
    float3 t = normalize(rnd - n * dot(rnd, n));
    float3x3 tbn = float3x3(t, cross(n, t), n);
    float occlusion = 0;
    [unroll]
    for (int i = 0; i < 16; ++i)
    {
        float3 s = p + mul(Kernel[i].xyz, tbn) * Radius;
        float4 offset = mul(Projection, float4(s, 1));
        offset.xy = offset.xy / offset.w * float2(0.5, -0.5) + 0.5;
        float sceneZ = ViewPosition(offset.xy).z;
        float range = smoothstep(0, 1, Radius / abs(p.z - sceneZ));
        occlusion += (sceneZ >= s.z + Bias ? 1.0 : 0.0) * range;
    }
    return 1 - occlusion / 16;
}

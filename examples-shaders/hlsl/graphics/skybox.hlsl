// Skybox: the cube is drawn around the camera at the far plane.
cbuffer SkyConstants : register(b0)
{
    float4x4 ViewRotationProj;
};

TextureCube SkyTexture : register(t0);
SamplerState SkySampler : register(s0);

struct V2P
{
    float4 pos : SV_POSITION;
    float3 dir : TEXCOORD0;
};

V2P VS(float3 position : POSITION)
{
    V2P o;
    o.pos = mul(float4(position, 1.0), ViewRotationProj).xyww;
    o.dir = position;
    return o;
}

float4 PS(V2P input) : SV_TARGET
{
    return SkyTexture.SampleLevel(SkySampler, normalize(input.dir), 0);
}

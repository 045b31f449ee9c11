// Terrain vertex shader displacing a grid by a heightmap, with finite-difference normals.
Texture2D<float> Heightmap : register(t0);
SamplerState HeightSampler : register(s0);

cbuffer TerrainParams : register(b0)
{
    row_major float4x4 ViewProj;
    float HeightScale;
    float GridSpacing;
    float2 InvMapSize;
};

struct VOut
{
    float4 pos : SV_Position;
    float3 normal : NORMAL;
    float height : TEXCOORD0;
};

VOut main(float2 gridPos : POSITION, float2 uv : TEXCOORD0)
{
    float h = Heightmap.SampleLevel(HeightSampler, uv, 0) * HeightScale;
    float hl = Heightmap.SampleLevel(HeightSampler, uv - float2(InvMapSize.x, 0), 0) * HeightScale;
    float hr = Heightmap.SampleLevel(HeightSampler, uv + float2(InvMapSize.x, 0), 0) * HeightScale;
    float hd = Heightmap.SampleLevel(HeightSampler, uv - float2(0, InvMapSize.y), 0) * HeightScale;
    float hu = Heightmap.SampleLevel(HeightSampler, uv + float2(0, InvMapSize.y), 0) * HeightScale;
    VOut o;
    o.pos = mul(float4(gridPos.x, h, gridPos.y, 1), ViewProj);
    o.normal = normalize(float3(hl - hr, 2.0 * GridSpacing, hd - hu));
    o.height = h;
    return o;
}

// Linear blend skinning with four bone influences.
#define MAX_BONES 64

cbuffer Skeleton : register(b0)
{
    float4x4 Bones[MAX_BONES];
};

cbuffer Camera : register(b1)
{
    float4x4 ViewProjection;
};

struct SkinnedVertex
{
    float3 position : POSITION;
    float3 normal : NORMAL;
    uint4 indices : BLENDINDICES;
    float4 weights : BLENDWEIGHT;
    float2 uv : TEXCOORD0;
};

struct VSOutput
{
    float4 position : SV_Position;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

VSOutput main(SkinnedVertex v)
{
    float4x4 skin = Bones[v.indices.x] * v.weights.x
                  + Bones[v.indices.y] * v.weights.y
                  + Bones[v.indices.z] * v.weights.z
                  + Bones[v.indices.w] * v.weights.w;
    float4 pos = mul(float4(v.position, 1.0), skin);
    VSOutput o;
    o.position = mul(pos, ViewProjection);
    o.normal = normalize(mul(v.normal, (float3x3)skin));
    o.uv = v.uv;
    return o;
}

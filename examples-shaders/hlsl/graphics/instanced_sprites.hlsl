// Instanced camera-facing sprites from a structured buffer; SV_VertexID builds the quad.
struct Sprite
{
    float3 center;
    float size;
    float4 color;
};

StructuredBuffer<Sprite> Sprites : register(t0);
Texture2D SpriteAtlas : register(t1);
SamplerState PointSampler : register(s0);

cbuffer View : register(b0)
{
    float4x4 ViewProjection;
    float3 CameraRight;
    float pad0;
    float3 CameraUp;
    float pad1;
};

struct VSOut
{
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
};

static const float2 Corners[4] = { float2(-1, -1), float2(1, -1), float2(-1, 1), float2(1, 1) };

VSOut VSMain(uint vertexId : SV_VertexID, uint instanceId : SV_InstanceID)
{
    Sprite s = Sprites[instanceId];
    float2 corner = Corners[vertexId & 3];
    float3 world = s.center + (CameraRight * corner.x + CameraUp * corner.y) * s.size;
    VSOut o;
    o.position = mul(float4(world, 1.0), ViewProjection);
    o.uv = corner * 0.5 + 0.5;
    o.color = s.color;
    return o;
}

float4 PSMain(VSOut input) : SV_Target
{
    float4 texel = SpriteAtlas.Sample(PointSampler, input.uv);
    clip(texel.a - 0.01);
    return texel * input.color;
}

// Forward Blinn-Phong lighting with a directional light and a point light.
cbuffer PerFrame : register(b0)
{
    float4x4 ViewProj;
    float3 CameraPos;
    float Time;
};

cbuffer PerObject : register(b1)
{
    float4x4 World;
    float4 BaseColor;
};

struct Light
{
    float3 direction;
    float intensity;
    float3 color;
    float range;
};

cbuffer Lights : register(b2)
{
    Light Sun;
    Light Point;
    float3 PointPos;
};

Texture2D<float4> Albedo : register(t0);
SamplerState LinearSampler : register(s0);

struct VSInput
{
    float3 position : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
};

struct PSInput
{
    float4 position : SV_Position;
    float3 worldPos : TEXCOORD0;
    float3 normal : TEXCOORD1;
    float2 uv : TEXCOORD2;
};

PSInput VSMain(VSInput input)
{
    PSInput output;
    float4 world = mul(float4(input.position, 1.0), World);
    output.position = mul(world, ViewProj);
    output.worldPos = world.xyz;
    output.normal = normalize(mul(input.normal, (float3x3)World));
    output.uv = input.uv;
    return output;
}

float3 BlinnPhong(float3 n, float3 l, float3 v, float3 color, float intensity)
{
    float3 h = normalize(l + v);
    float diffuse = saturate(dot(n, l));
    float specular = pow(saturate(dot(n, h)), 32.0);
    return color * intensity * (diffuse + specular);
}

float4 PSMain(PSInput input) : SV_Target
{
    float3 n = normalize(input.normal);
    float3 v = normalize(CameraPos - input.worldPos);
    float4 albedo = Albedo.Sample(LinearSampler, input.uv) * BaseColor;
    float3 lighting = BlinnPhong(n, -Sun.direction, v, Sun.color, Sun.intensity);
    float3 toPoint = PointPos - input.worldPos;
    float dist = length(toPoint);
    float atten = saturate(1.0 - dist / Point.range);
    lighting += BlinnPhong(n, toPoint / dist, v, Point.color, Point.intensity) * atten * atten;
    return float4(albedo.rgb * (lighting + 0.03), albedo.a);
}

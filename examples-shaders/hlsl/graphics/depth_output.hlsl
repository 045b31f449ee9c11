// Impostor sphere: a quad writes per-pixel depth and discards outside the disc.
cbuffer SphereParams : register(b0)
{
    float4x4 Projection;
    float Radius;
};

struct PSIn
{
    float4 pos : SV_Position;
    float2 local : TEXCOORD0;
    float3 viewCenter : TEXCOORD1;
};

struct PSOut
{
    float4 color : SV_Target0;
    float depth : SV_Depth;
};

PSOut main(PSIn input)
{
    float r2 = dot(input.local, input.local);
    if (r2 > 1.0)
        discard;
    float3 n = float3(input.local, sqrt(1.0 - r2));
    float3 viewPos = input.viewCenter + n * Radius;
    float4 clip = mul(float4(viewPos, 1.0), Projection);
    PSOut o;
    o.color = float4(n * 0.5 + 0.5, 1.0);
    o.depth = clip.z / clip.w;
    return o;
}

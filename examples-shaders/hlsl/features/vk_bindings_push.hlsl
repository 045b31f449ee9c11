// Vulkan-style bindings and a push-constant block.
struct DrawConstants
{
    float4x4 Model;
    uint MaterialIndex;
    float Time;
};

[[vk::push_constant]] DrawConstants Draw;
[[vk::binding(0, 1)]] Texture2D Albedo;
[[vk::binding(1, 1)]] SamplerState AlbedoSampler;

struct VOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

VOut VSMain(float3 p : POSITION, float2 uv : TEXCOORD0)
{
    VOut o;
    o.pos = mul(Draw.Model, float4(p, 1));
    o.uv = uv + Draw.Time * 0.01;
    return o;
}

float4 PSMain(VOut i) : SV_Target
{
    return Albedo.Sample(AlbedoSampler, i.uv) * (Draw.MaterialIndex + 1);
}

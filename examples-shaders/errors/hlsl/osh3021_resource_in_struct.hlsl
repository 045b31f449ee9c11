// A struct holding textures, samplers or buffers is flattened into its
// resources when compiling (hlsl/features/resource_structs_locals.hlsl):
// each member access must name one resource. A member given a different
// resource on each path of a branch is chosen at run time, which a Metal
// texture argument cannot be, so its later use is refused rather than
// guessed; so is a helper that returns such a struct, or a resource.
struct Material {
    Texture2D<float4> albedo;
    SamplerState smp;
    float4 tint;
};

Texture2D<float4> day : register(t0);
Texture2D<float4> night : register(t1);
SamplerState linearSmp : register(s0);
StructuredBuffer<float4> colors : register(t2);

Material make() {
    Material m = { day, linearSmp, float4(1, 1, 1, 1) };
    return m;
}

StructuredBuffer<float4> pick() {
    return colors;
}

float4 main(float2 uv : TEXCOORD0, float fade : FADE) : SV_Target {
    Material m = { day, linearSmp, float4(1, 1, 1, 1) };
    if (fade > 0.5)
        m.albedo = night;
    return m.albedo.Sample(m.smp, uv) * m.tint + pick()[0];
}

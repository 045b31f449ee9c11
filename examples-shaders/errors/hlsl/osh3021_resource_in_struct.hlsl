// A struct holding textures, samplers or buffers is flattened into its
// resources when compiling (hlsl/features/resource_structs_locals.hlsl), and
// a helper returning a resource is replaced by the resource it returns
// (hlsl/features/resource_returns.hlsl): each must name one resource. A
// member given a different resource on each path of a branch, or a helper
// returning a different resource depending on a value known only at run
// time, has no Metal form (a texture argument names one texture), so each
// is refused at its use rather than guessed.
struct Material {
    Texture2D<float4> albedo;
    SamplerState smp;
    float4 tint;
};

Texture2D<float4> day : register(t0);
Texture2D<float4> night : register(t1);
SamplerState linearSmp : register(s0);

Texture2D<float4> sky(bool dark) {
    if (dark)
        return night;
    return day;
}

float4 main(float2 uv : TEXCOORD0, float fade : FADE) : SV_Target {
    Material m = { day, linearSmp, float4(1, 1, 1, 1) };
    if (fade > 0.5)
        m.albedo = night;
    return m.albedo.Sample(m.smp, uv) * m.tint + sky(fade > 0.9).Sample(linearSmp, uv);
}

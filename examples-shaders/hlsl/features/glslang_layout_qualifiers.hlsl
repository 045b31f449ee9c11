// glslang's HLSL accepts GLSL's `layout(…)` before a file-scope
// declaration, with the meaning of the `[[vk::…]]` attribute of the same
// name: `set`/`binding` is `vk::binding`, `push_constant`, `constant_id`
// and `input_attachment_index` likewise.
layout(set = 1, binding = 2) Texture2D<float4> albedo : register(t0);
layout(binding = 3) SamplerState linearClamp : register(s0);

layout(push_constant) cbuffer PerDraw {
    float4 tint;
    uint layer;
};

layout(constant_id = 7) const float exposure = 1.5;

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    return albedo.Sample(linearClamp, uv) * tint * exposure;
}

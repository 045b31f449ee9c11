// Entry-point inputs and outputs declared without a semantic. DXC refuses
// them; glslang and Slang give each the next location in declaration order,
// counted with the user semantics of the same entry point (an array element
// or matrix row takes one each). ferrometal does the same, and such a
// varying links by that location, `[[user(locnN)]]`: here the vertex
// output `tint` (after TEXCOORD0, location 1) meets the pixel input `tint`,
// and `weights` rows take locations 2 and 3 on both sides.
struct Material
{
    float2 uv : TEXCOORD0;
    float4 tint;
    float2x2 weights;
};

cbuffer Camera : register(b0)
{
    float4x4 viewProj;
};

void VSMain(float3 pos : POSITION, float4 color, uint id : SV_VertexID,
            out Material m, out float4 clip : SV_Position)
{
    m.uv = float2(id & 1, id >> 1);
    m.tint = color;
    m.weights = float2x2(color.xy, color.zw);
    clip = mul(float4(pos, 1.0), viewProj);
}

Texture2D<float4> Albedo : register(t0);
SamplerState Linear : register(s0);

// The fragment outputs without a semantic take color attachments in order
// after `SV_Target0`: `glow` is color(1).
float4 PSMain(Material m, out float4 glow) : SV_Target0
{
    float w = m.weights[0].x + m.weights[1].y;
    glow = m.tint * w;
    return Albedo.Sample(Linear, m.uv) * m.tint;
}

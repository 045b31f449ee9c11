// ConstantBuffer<T>: members read through the buffer, the whole struct
// copied out, and an array of them (one Metal buffer per element) indexed
// by a constant and by a per-draw material id.
struct FrameData
{
    float4x4 ViewProj;
    float3 CameraPos;
    float Time;
};

struct MaterialData
{
    float4 BaseColor;
    float Roughness;
    float Metalness;
    float2 UvScale;
};

ConstantBuffer<FrameData> Frame : register(b0);
ConstantBuffer<MaterialData> Materials[3] : register(b1);

struct VSOut
{
    float4 Pos : SV_Position;
    float4 Color : COLOR0;
    float2 Uv : TEXCOORD0;
};

VSOut main(float3 pos : POSITION, float2 uv : TEXCOORD0, uint materialId : MATERIAL)
{
    FrameData frame = Frame;
    MaterialData m = Materials[NonUniformResourceIndex(materialId)];
    VSOut o;
    o.Pos = mul(float4(pos, 1.0), Frame.ViewProj);
    float fade = saturate(distance(pos, frame.CameraPos) * 0.01);
    o.Color = lerp(m.BaseColor, Materials[0].BaseColor, fade) * (0.5 + 0.5 * sin(Frame.Time));
    o.Uv = uv * m.UvScale;
    return o;
}

// Reflection reports each resource twice: as the source declared it
// (`source`) and as the MSL function takes it (`msl`), with matrix
// orientation and dimensions in both views. One resource the pixel shader
// uses, one nobody uses, and one the vertex shader alone uses.

struct Particle {
    float3 position;
    float life;
};

cbuffer Frame : register(b0) {
    row_major float4x4 viewProj;
    float4x4 world;          // column_major by default
    float4x3 bones;          // 4 rows x 3 columns
    float3x4 normals;
    float exposure;
};

Texture2D<float4> albedo : register(t0);
Texture2DMS<float4> msColor : register(t1);
StructuredBuffer<Particle> particles : register(t2);
Texture2D<float> unusedDepth : register(t3);
SamplerState linearSampler : register(s0);

struct VSOut {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    Particle p = particles[id];
    float4 wp = mul(float4(p.position, 1.0), world);
    o.position = mul(wp, viewProj) + float4(mul(float4(1, 0, 0, 0), bones), 0.0);
    o.uv = float2(p.life, mul(normals, float4(0, 1, 0, 0)).x);
    return o;
}

float4 PSMain(VSOut i) : SV_Target0 {
    float4 c = albedo.Sample(linearSampler, i.uv);
    c += msColor.Load(int2(i.position.xy), 0);
    return c * exposure;
}

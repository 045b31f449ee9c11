// What DXC accepts and shipped shaders rely on: a vector longer than an
// intrinsic or mul needs is truncated (with a warning); local `const`
// values as case labels; a static initialised from an earlier static; a
// helper that carries [numthreads] by mistake is not an entry point; a
// class with methods and no data.
cbuffer Object : register(b0)
{
    float4x4 model;
    float4 lightPos;
    uint mode;
};

RWStructuredBuffer<float4> results : register(u0);
StructuredBuffer<float4> tangents : register(t0);

class Scaler
{
    float apply(float v) { return v * 2.0; }
};

static float g_scale = 0.5f * 4.0f;
static float g_area = g_scale * g_scale;

[numthreads(64, 1, 1)]
float4 shade(float4 tangent, float3 toLight)
{
    const uint MODE_DOT = 0;
    const uint MODE_SCALED = 2;
    float3 n = mul((float3x3)model, tangent);
    switch (mode)
    {
    case MODE_DOT:
        return dot(tangent, toLight).xxxx;
    case MODE_SCALED:
        Scaler s;
        return float4(n * s.apply(g_area), 1.0);
    default:
        return float4(cross(n, toLight), 0.0);
    }
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 t = tangents[id.x];
    results[id.x] = shade(t, lightPos.xyz - t.xyz);
}

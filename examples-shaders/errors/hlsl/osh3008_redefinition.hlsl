// Redefinitions DXC rejects, each reported with both declarations (the last
// one silently winning would be a guess): a function body twice, a static
// constant twice, one name in two constant buffers, a resource twice, and
// a function that differs from its prototype only in its return type.
cbuffer Frame : register(b0)
{
    float4 Tint;
};

cbuffer Object : register(b1)
{
    float4 Tint;
};

static const float K = 1.0;
static const float K = 2.0;

Texture2D<float4> Albedo : register(t0);
Texture2D<float4> Albedo : register(t1);
SamplerState Linear : register(s0);

float f(float x) { return x; }
float f(float x) { return x * 2.0; }

float g(float x);
int g(float x) { return 1; }

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Albedo.Sample(Linear, uv) * Tint * f(K);
}

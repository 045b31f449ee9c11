// `precise` on a local, a parameter, a struct member and a function's
// result: each function that declares one, and every helper it calls, is
// written with `#pragma clang fp contract(off)`/`reassociate(off)` and its
// float divisions as `precise::divide` (HLSL's `precise` reaches back
// through everything the value is computed from). `PSFast` and `Imprecise`,
// which it alone calls, declare nothing precise and keep Metal's fast math.
cbuffer Params : register(b0)
{
    float4x4 mvp;
    float scale;
    float bias;
};

struct VSOut
{
    precise float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

// Called from a precise function: its result flows into a precise value.
float Ratio(float a, float b)
{
    return a / b + bias;
}

float Imprecise(float a, float b)
{
    return a * b + a / b;
}

float Blend(precise float a, float b)
{
    return a * scale + b;
}

precise float Weight(float a, float b)
{
    return a * b - Ratio(a, b);
}

VSOut VSMain(float3 p : POSITION, float2 uv : TEXCOORD0)
{
    VSOut o;
    o.pos = mul(float4(p, 1), mvp);
    o.uv = uv * scale + bias;
    return o;
}

float4 PSMain(VSOut i) : SV_Target
{
    precise float r = i.uv.x * i.uv.y + i.uv.x / i.uv.y;
    return float4(r, Blend(i.uv.x, r), Weight(i.uv.y, r), 1);
}

float4 PSFast(float2 uv : TEXCOORD0) : SV_Target
{
    return Imprecise(uv.x, uv.y) * scale;
}

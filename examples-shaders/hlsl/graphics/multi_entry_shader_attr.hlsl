// Several entry points chosen by [shader("...")] in one file.
cbuffer Globals : register(b0)
{
    float4x4 MVP;
    float4 Tint;
};

struct VSOut
{
    float4 pos : SV_Position;
    float4 color : COLOR0;
};

[shader("vertex")]
VSOut MainVS(float3 pos : POSITION, float4 color : COLOR0)
{
    VSOut o;
    o.pos = mul(MVP, float4(pos, 1));
    o.color = color * Tint;
    return o;
}

[shader("pixel")]
float4 MainPS(VSOut input) : SV_Target
{
    return input.color;
}

RWStructuredBuffer<float4> Colors : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void MainCS(uint3 id : SV_DispatchThreadID)
{
    Colors[id.x] *= Tint;
}

// Every entry point in one `.metal` (`--single-file`): the vertex, pixel
// and compute shaders share one constant buffer, one struct and one helper,
// each written once, so the host makes one MTLLibrary and asks it for
// `VSMain`, `PSMain` and `Tonemap`.
cbuffer Frame : register(b0)
{
    float4x4 viewProj;
    float exposure;
};

struct VSOut
{
    float4 pos : SV_Position;
    float3 color : COLOR;
};

RWTexture2D<float4> image : register(u0);

float3 tonemap(float3 c)
{
    c *= exposure;
    return c / (1.0 + c);
}

[shader("vertex")]
VSOut VSMain(float3 pos : POSITION, float3 color : COLOR)
{
    VSOut o;
    o.pos = mul(viewProj, float4(pos, 1.0));
    o.color = tonemap(color);
    return o;
}

[shader("pixel")]
float4 PSMain(VSOut i) : SV_Target
{
    return float4(tonemap(i.color), 1.0);
}

[shader("compute")]
[numthreads(8, 8, 1)]
void Tonemap(uint2 id : SV_DispatchThreadID)
{
    image[id] = float4(tonemap(image[id].rgb), 1.0);
}

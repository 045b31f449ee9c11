// Overloads equally costly by conversion rank, told apart as DXC tells them:
// an integer argument prefers an integer parameter (`uint2` to `int2`) over
// a floating-point one (`float2`), and a float argument the float one.
cbuffer Frame : register(b0)
{
    float4 TexSize;
};

float2 get_uv(int2 pix, float4 size)
{
    return (float2(pix) + 0.5) * size.zw;
}

float2 get_uv(float2 pix, float4 size)
{
    return pix * size.zw;
}

RWTexture2D<float2> Output : register(u0);

[numthreads(8, 8, 1)]
void main(uint2 px : SV_DispatchThreadID)
{
    float2 centre = get_uv(px, TexSize);            // get_uv(int2, float4)
    float2 corner = get_uv(float2(px), TexSize);    // get_uv(float2, float4)
    Output[px] = centre - corner;
}

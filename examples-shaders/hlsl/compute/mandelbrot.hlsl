// Mandelbrot set into an RGBA storage texture, with a smooth palette.
RWTexture2D<float4> Output : register(u0);

cbuffer View : register(b0)
{
    float2 Center;
    float Scale;
    uint MaxIterations;
};

float3 Palette(float t)
{
    return 0.5 + 0.5 * cos(6.28318 * (float3(0.0, 0.33, 0.67) + t));
}

[numthreads(16, 16, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint width, height;
    Output.GetDimensions(width, height);
    if (id.x >= width || id.y >= height)
        return;
    float2 c = Center + (float2(id.xy) / float2(width, height) - 0.5) * Scale;
    float2 z = 0;
    uint i = 0;
    while (i < MaxIterations && dot(z, z) < 4.0)
    {
        z = float2(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
        ++i;
    }
    float t = i == MaxIterations ? 0.0 : (i - log2(log2(dot(z, z)))) / MaxIterations;
    Output[id.xy] = float4(Palette(t), 1.0);
}

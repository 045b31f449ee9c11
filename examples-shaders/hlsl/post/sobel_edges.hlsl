// Sobel edge detection on luminance in a compute shader.
Texture2D<float4> Input : register(t0);
RWTexture2D<float> Edges : register(u0);

static const float3x3 Gx = { -1, 0, 1, -2, 0, 2, -1, 0, 1 };
static const float3x3 Gy = { -1, -2, -1, 0, 0, 0, 1, 2, 1 };

float Lum(int2 p)
{
    return dot(Input.Load(int3(p, 0)).rgb, float3(0.299, 0.587, 0.114));
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float sx = 0, sy = 0;
    for (int y = -1; y <= 1; ++y)
    {
        for (int x = -1; x <= 1; ++x)
        {
            float l = Lum(int2(id.xy) + int2(x, y));
            sx += Gx[y + 1][x + 1] * l;
            sy += Gy[y + 1][x + 1] * l;
        }
    }
    Edges[id.xy] = sqrt(sx * sx + sy * sy);
}

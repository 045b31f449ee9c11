// Separable box blur of a storage texture, horizontal pass.
Texture2D<float4> Source : register(t0);
RWTexture2D<float4> Destination : register(u0);

cbuffer BlurParams : register(b0)
{
    int Radius;
    uint2 Size;
};

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (any(id.xy >= Size))
        return;
    float4 sum = 0;
    int count = 0;
    for (int dx = -Radius; dx <= Radius; ++dx)
    {
        int x = clamp((int)id.x + dx, 0, (int)Size.x - 1);
        sum += Source.Load(int3(x, id.y, 0));
        count++;
    }
    Destination[id.xy] = sum / count;
}

#include "common.hlsli"
Texture2D<float4> source : register(t0);
RWTexture2D<float4> target : register(u0);

[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    float4 sum = 0;
    for (int k = -RADIUS; k <= RADIUS; ++k)
        sum += source.Load(int3(int(id.x) + k, id.y, 0));
    target[id.xy] = sum / (2 * RADIUS + 1) * (1.0 + 0.0 * time);
}

// Tiled forward+ light culling: each 16x16 tile tests every light's sphere
// against its depth range and appends the survivors to a groupshared list.
#define TILE_SIZE 16
#define MAX_LIGHTS_PER_TILE 64

struct PointLight
{
    float3 positionVS;
    float radius;
};

cbuffer CullParams : register(b0)
{
    float4x4 InvProjection;
    uint LightCount;
    uint2 ScreenSize;
    uint TilesX;
};

StructuredBuffer<PointLight> Lights : register(t0);
Texture2D<float> DepthBuffer : register(t1);
RWStructuredBuffer<uint> TileLightIndices : register(u0);

groupshared uint MinDepthBits;
groupshared uint MaxDepthBits;
groupshared uint TileLightCount;
groupshared uint TileLights[MAX_LIGHTS_PER_TILE];

float ViewDepth(float d)
{
    float4 p = mul(InvProjection, float4(0, 0, d, 1));
    return p.z / p.w;
}

[numthreads(TILE_SIZE, TILE_SIZE, 1)]
void main(uint3 gid : SV_GroupID, uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0)
    {
        MinDepthBits = 0x7f7fffff;
        MaxDepthBits = 0;
        TileLightCount = 0;
    }
    GroupMemoryBarrierWithGroupSync();
    float depth = DepthBuffer.Load(int3(min(dtid.xy, ScreenSize - 1), 0));
    uint bits = asuint(ViewDepth(depth));
    InterlockedMin(MinDepthBits, bits);
    InterlockedMax(MaxDepthBits, bits);
    GroupMemoryBarrierWithGroupSync();
    float minZ = asfloat(MinDepthBits);
    float maxZ = asfloat(MaxDepthBits);
    for (uint i = gi; i < LightCount; i += TILE_SIZE * TILE_SIZE)
    {
        PointLight l = Lights[i];
        if (l.positionVS.z + l.radius >= minZ && l.positionVS.z - l.radius <= maxZ)
        {
            uint slot;
            InterlockedAdd(TileLightCount, 1, slot);
            if (slot < MAX_LIGHTS_PER_TILE)
                TileLights[slot] = i;
        }
    }
    GroupMemoryBarrierWithGroupSync();
    uint tileIndex = gid.y * TilesX + gid.x;
    uint count = min(TileLightCount, MAX_LIGHTS_PER_TILE);
    if (gi == 0)
        TileLightIndices[tileIndex * (MAX_LIGHTS_PER_TILE + 1)] = count;
    if (gi < count)
        TileLightIndices[tileIndex * (MAX_LIGHTS_PER_TILE + 1) + 1 + gi] = TileLights[gi];
}

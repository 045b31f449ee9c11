// N-body gravity with groupshared tiles of positions.
#define TILE 128
#define SOFTENING 0.01

struct Body
{
    float4 posMass;
    float4 velocity;
};

cbuffer NBodyParams : register(b0)
{
    uint BodyCount;
    float DeltaTime;
    float Damping;
};

StructuredBuffer<Body> BodiesIn : register(t0);
RWStructuredBuffer<Body> BodiesOut : register(u0);

groupshared float4 SharedPos[TILE];

float3 BodyBodyInteraction(float3 ai, float4 bi, float4 bj)
{
    float3 r = bj.xyz - bi.xyz;
    float distSqr = dot(r, r) + SOFTENING * SOFTENING;
    float invDist = rsqrt(distSqr);
    float invDist3 = invDist * invDist * invDist;
    return ai + r * bj.w * invDist3;
}

[numthreads(TILE, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Body me = BodiesIn[min(dtid.x, BodyCount - 1)];
    float3 accel = 0;
    for (uint tile = 0; tile < (BodyCount + TILE - 1) / TILE; tile++)
    {
        uint j = tile * TILE + gi;
        SharedPos[gi] = j < BodyCount ? BodiesIn[j].posMass : float4(0, 0, 0, 0);
        GroupMemoryBarrierWithGroupSync();
        [unroll(8)]
        for (uint k = 0; k < TILE; k++)
            accel = BodyBodyInteraction(accel, me.posMass, SharedPos[k]);
        GroupMemoryBarrierWithGroupSync();
    }
    if (dtid.x < BodyCount)
    {
        me.velocity.xyz = (me.velocity.xyz + accel * DeltaTime) * Damping;
        me.posMass.xyz += me.velocity.xyz * DeltaTime;
        BodiesOut[dtid.x] = me;
    }
}

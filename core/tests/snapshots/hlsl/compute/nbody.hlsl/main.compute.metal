#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_NBodyParams {
    uint BodyCount;
    float DeltaTime;
    float Damping;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_NBodyParams) == 16, "type_NBodyParams: size");
static_assert(__builtin_offsetof(type_NBodyParams, BodyCount) == 0, "type_NBodyParams::BodyCount: offset");
static_assert(__builtin_offsetof(type_NBodyParams, DeltaTime) == 4, "type_NBodyParams::DeltaTime: offset");
static_assert(__builtin_offsetof(type_NBodyParams, Damping) == 8, "type_NBodyParams::Damping: offset");
#endif

struct Body {
    float4 posMass;
    float4 velocity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Body) == 32, "Body: size");
static_assert(__builtin_offsetof(Body, posMass) == 0, "Body::posMass: offset");
static_assert(__builtin_offsetof(Body, velocity) == 16, "Body::velocity: offset");
#endif

float3 BodyBodyInteraction(float3 ai, float4 bi, float4 bj) {
    float3 r = {};
    float distSqr = {};
    float invDist = {};
    float invDist3 = {};
    r = bj.xyz - bi.xyz;
    distSqr = dot(r, r) + (0.01f * 0.01f);
    invDist = rsqrt(distSqr);
    invDist3 = (invDist * invDist) * invDist;
    return ai + ((r * float3(bj.w)) * float3(invDist3));
}

kernel void main0(
    uint3 dtid [[thread_position_in_grid]],
    uint gi [[thread_index_in_threadgroup]],
    constant type_NBodyParams& NBodyParams [[buffer(0)]],
    const device Body* BodiesIn [[buffer(1)]],
    device Body* BodiesOut [[buffer(2)]]
) {
    threadgroup array<float4, 128> SharedPos;
    uint3 dtid_1 = {};
    uint gi_1 = {};
    Body me = {};
    float3 accel = {};
    uint tile = {};
    uint j = {};
    uint k = {};
    dtid_1 = dtid;
    gi_1 = gi;
    me = BodiesIn[min(dtid_1.x, NBodyParams.BodyCount - 1u)];
    accel = float3(0.0f);
    {
        tile = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                tile = tile + 1u;
            }
            loop_init = false;
            if (!(tile < (((NBodyParams.BodyCount + 128u) - 1u) / 128u))) {
                break;
            }
            {
                j = (tile * 128u) + gi_1;
                SharedPos[gi_1] = (j < NBodyParams.BodyCount) ? BodiesIn[j].posMass : float4(0.0f, 0.0f, 0.0f, 0.0f);
                threadgroup_barrier(mem_flags::mem_threadgroup);
                {
                    k = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            k = k + 1u;
                        }
                        loop_init_1 = false;
                        if (!(k < 128u)) {
                            break;
                        }
                        float3 _e84 = BodyBodyInteraction(accel, me.posMass, SharedPos[k]);
                        accel = _e84;
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    if (dtid_1.x < NBodyParams.BodyCount) {
        {
            float3 _e112 = (me.velocity.xyz + (accel * float3(NBodyParams.DeltaTime))) * float3(NBodyParams.Damping);
            me.velocity = float4(_e112.x, _e112.y, _e112.z, me.velocity.w);
            float3 _e130 = me.posMass.xyz + (me.velocity.xyz * float3(NBodyParams.DeltaTime));
            me.posMass = float4(_e130.x, _e130.y, _e130.z, me.posMass.w);
            BodiesOut[dtid_1.x] = me;
        }
    }
    return;
}

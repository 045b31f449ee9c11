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
    float3 _e8 = r;
    float3 _e9 = r;
    distSqr = dot(_e8, _e9) + (0.01f * 0.01f);
    float _e16 = distSqr;
    invDist = rsqrt(_e16);
    float _e19 = invDist;
    float _e20 = invDist;
    float _e22 = invDist;
    invDist3 = (_e19 * _e20) * _e22;
    float3 _e25 = r;
    float _e28 = invDist3;
    return ai + ((_e25 * float3(bj.w)) * float3(_e28));
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
    uint _e10 = NBodyParams.BodyCount;
    uint _e13 = dtid_1.x;
    Body _e16 = BodiesIn[min(_e13, _e10 - 1u)];
    me = _e16;
    accel = float3(0.0f);
    {
        tile = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                uint _e88 = tile;
                tile = _e88 + 1u;
            }
            loop_init = false;
            uint _e27 = NBodyParams.BodyCount;
            uint _e36 = tile;
            if (!(_e36 < (((_e27 + 128u) - 1u) / 128u))) {
                break;
            }
            {
                uint _e41 = tile;
                uint _e44 = gi_1;
                j = (_e41 * 128u) + _e44;
                uint _e47 = gi_1;
                uint _e51 = j;
                uint _e52 = NBodyParams.BodyCount;
                uint _e55 = j;
                float4 _e67 = BodiesIn[_e55].posMass;
                SharedPos[_e47] = (_e51 < _e52) ? _e67 : float4(0.0f, 0.0f, 0.0f, 0.0f);
                threadgroup_barrier(mem_flags::mem_threadgroup);
                {
                    k = 0u;
                    bool loop_init_1 = true;
                    while (true) {
                        if (!loop_init_1) {
                            uint _e85 = k;
                            k = _e85 + 1u;
                        }
                        loop_init_1 = false;
                        uint _e73 = k;
                        if (!(_e73 < 128u)) {
                            break;
                        }
                        uint _e79 = k;
                        float3 _e81 = accel;
                        float4 _e82 = me.posMass;
                        float4 _e83 = SharedPos[_e79];
                        float3 _e84 = BodyBodyInteraction(_e81, _e82, _e83);
                        accel = _e84;
                    }
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
            }
        }
    }
    uint _e94 = dtid_1.x;
    uint _e95 = NBodyParams.BodyCount;
    if (_e94 < _e95) {
        {
            float3 _e101 = accel;
            float _e102 = NBodyParams.DeltaTime;
            float4 _e105 = me.velocity;
            float _e110 = NBodyParams.Damping;
            float3 _e112 = (_e105.xyz + (_e101 * float3(_e102))) * float3(_e110);
            float4 _e113 = me.velocity;
            me.velocity = float4(_e112.x, _e112.y, _e112.z, _e113.w);
            float4 _e123 = me.velocity;
            float _e125 = NBodyParams.DeltaTime;
            float4 _e128 = me.posMass;
            float3 _e130 = _e128.xyz + (_e123.xyz * float3(_e125));
            float4 _e131 = me.posMass;
            me.posMass = float4(_e130.x, _e130.y, _e130.z, _e131.w);
            uint _e139 = dtid_1.x;
            Body _e141 = me;
            BodiesOut[_e139] = _e141;
        }
    }
    return;
}

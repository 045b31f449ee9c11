#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_CullParams {
    float4x4 InvProjection;
    uint LightCount;
    packed_uint2 ScreenSize;
    uint TilesX;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_CullParams) == 80, "type_CullParams: size");
static_assert(__builtin_offsetof(type_CullParams, InvProjection) == 0, "type_CullParams::InvProjection: offset");
static_assert(__builtin_offsetof(type_CullParams, LightCount) == 64, "type_CullParams::LightCount: offset");
static_assert(__builtin_offsetof(type_CullParams, ScreenSize) == 68, "type_CullParams::ScreenSize: offset");
static_assert(__builtin_offsetof(type_CullParams, TilesX) == 76, "type_CullParams::TilesX: offset");
#endif

struct PointLight {
    packed_float3 positionVS;
    float radius;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PointLight) == 16, "PointLight: size");
static_assert(__builtin_offsetof(PointLight, positionVS) == 0, "PointLight::positionVS: offset");
static_assert(__builtin_offsetof(PointLight, radius) == 12, "PointLight::radius: offset");
#endif

float ViewDepth(float d, constant type_CullParams& CullParams) {
    float4 p = {};
    p = float4(0.0f, 0.0f, d, 1.0f) * transpose(CullParams.InvProjection);
    return p.z / p.w;
}

kernel void main0(
    uint3 gid [[threadgroup_position_in_grid]],
    uint3 dtid [[thread_position_in_grid]],
    uint gi [[thread_index_in_threadgroup]],
    constant type_CullParams& CullParams [[buffer(0)]],
    const device PointLight* Lights [[buffer(1)]],
    texture2d<float> DepthBuffer [[texture(0)]],
    device uint* TileLightIndices [[buffer(2)]]
) {
    threadgroup atomic_uint MinDepthBits;
    threadgroup atomic_uint MaxDepthBits;
    threadgroup atomic_uint TileLightCount;
    threadgroup array<uint, 64> TileLights;
    uint3 gid_1 = {};
    uint3 dtid_1 = {};
    uint gi_1 = {};
    float depth = {};
    uint bits = {};
    float minZ = {};
    float maxZ = {};
    uint i = {};
    PointLight l = {};
    uint slot = {};
    uint tileIndex = {};
    uint count = {};
    gid_1 = gid;
    dtid_1 = dtid;
    gi_1 = gi;
    if (gi_1 == 0u) {
        {
            atomic_store_explicit(&MinDepthBits, 2139095039u, memory_order_relaxed);
            atomic_store_explicit(&MaxDepthBits, 0u, memory_order_relaxed);
            atomic_store_explicit(&TileLightCount, 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint2 _e30 = min(dtid_1.xy, uint2(CullParams.ScreenSize) - uint2(1u));
    int3 _e36 = int3(int(_e30.x), int(_e30.y), 0);
    float4 _e39 = DepthBuffer.read(uint2(_e36.xy), uint(_e36.z));
    depth = _e39.x;
    float _e43 = ViewDepth(depth, CullParams);
    bits = as_type<uint>(_e43);
    atomic_fetch_min_explicit(&MinDepthBits, bits, memory_order_relaxed);
    atomic_fetch_max_explicit(&MaxDepthBits, bits, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e51 = atomic_load_explicit(&MinDepthBits, memory_order_relaxed);
    minZ = as_type<float>(_e51);
    uint _e55 = atomic_load_explicit(&MaxDepthBits, memory_order_relaxed);
    maxZ = as_type<float>(_e55);
    {
        i = gi_1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + uint(16 * 16);
            }
            loop_init = false;
            if (!(i < CullParams.LightCount)) {
                break;
            }
            {
                l = Lights[i];
                if (((l.positionVS.z + l.radius) >= minZ) && ((l.positionVS.z - l.radius) <= maxZ)) {
                    {
                        uint _e91 = atomic_fetch_add_explicit(&TileLightCount, 1u, memory_order_relaxed);
                        slot = _e91;
                        if (slot < 64u) {
                            TileLights[slot] = i;
                        }
                    }
                }
            }
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    tileIndex = (gid_1.y * CullParams.TilesX) + gid_1.x;
    uint _e119 = atomic_load_explicit(&TileLightCount, memory_order_relaxed);
    count = min(_e119, 64u);
    if (gi_1 == 0u) {
        TileLightIndices[tileIndex * uint(64 + 1)] = count;
    }
    if (gi_1 < count) {
        TileLightIndices[((tileIndex * uint(64 + 1)) + 1u) + gi_1] = TileLights[gi_1];
    }
    return;
}

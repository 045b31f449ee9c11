#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_HistogramParams {
    uint2 InputSize;
    float MinLogLum;
    float InvLogLumRange;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_HistogramParams) == 16, "type_HistogramParams: size");
static_assert(__builtin_offsetof(type_HistogramParams, InputSize) == 0, "type_HistogramParams::InputSize: offset");
static_assert(__builtin_offsetof(type_HistogramParams, MinLogLum) == 8, "type_HistogramParams::MinLogLum: offset");
static_assert(__builtin_offsetof(type_HistogramParams, InvLogLumRange) == 12, "type_HistogramParams::InvLogLumRange: offset");
#endif

struct uint_atomic_array256 {
    atomic_uint inner[256];
};

uint BinFromColor(float3 c, constant type_HistogramParams& HistogramParams) {
    float3 c_1 = {};
    float lum = {};
    float logLum = {};
    c_1 = c;
    lum = dot(c_1, float3(0.2125f, 0.7154f, 0.0721f));
    if (lum < 0.005f) {
        return 0u;
    }
    logLum = saturate((log2(lum) - HistogramParams.MinLogLum) * HistogramParams.InvLogLumRange);
    return uint((logLum * 254.0f) + 1.0f);
}

kernel void main0(
    uint gi [[thread_index_in_threadgroup]],
    uint3 id [[thread_position_in_grid]],
    texture2d<float> HdrInput [[texture(0)]],
    device atomic_uint* LuminanceHistogram [[buffer(0)]],
    constant type_HistogramParams& HistogramParams [[buffer(1)]]
) {
    threadgroup uint_atomic_array256 HistogramShared;
    uint gi_1 = {};
    uint3 id_1 = {};
    uint bin = {};
    gi_1 = gi;
    id_1 = id;
    atomic_store_explicit(&HistogramShared.inner[gi_1], 0u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (all(id_1.xy < HistogramParams.InputSize)) {
        {
            uint2 _e20 = id_1.xy;
            int3 _e25 = int3(int(_e20.x), int(_e20.y), 0);
            float4 _e28 = HdrInput.read(uint2(_e25.xy), uint(_e25.z));
            uint _e30 = BinFromColor(_e28.xyz, HistogramParams);
            bin = _e30;
            atomic_fetch_add_explicit(&HistogramShared.inner[bin], 1u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint _e42 = atomic_load_explicit(&HistogramShared.inner[gi_1], memory_order_relaxed);
    atomic_fetch_add_explicit(&LuminanceHistogram[gi_1], _e42, memory_order_relaxed);
    return;
}

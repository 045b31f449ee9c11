#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    float Threshold;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, Threshold) == 0, "type_Params::Threshold: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* Input [[buffer(0)]],
    device float* Output [[buffer(1)]],
    device atomic_uint* Counter [[buffer(2)]],
    constant type_Params& Params [[buffer(3)]],
    uint _lane_index [[thread_index_in_simdgroup]]
) {
    uint3 id_1 = {};
    float x = {};
    bool keep = {};
    uint laneOffset = {};
    uint waveCount = {};
    uint base = {};
    id_1 = id;
    x = Input[id_1.x];
    keep = x > Params.Threshold;
    uint _e19 = simd_prefix_exclusive_sum(keep ? 1u : 0u);
    laneOffset = _e19;
    uint _e25 = simd_sum(keep ? 1u : 0u);
    waveCount = _e25;
    base = 0u;
    uint _e30 = _lane_index;
    uint _e31 = simd_broadcast_first(_e30);
    if (_e30 == _e31) {
        uint _e40 = atomic_fetch_add_explicit(&Counter[0u >> 2u], waveCount, memory_order_relaxed);
        base = _e40;
    }
    uint _e42 = simd_broadcast_first(base);
    base = _e42;
    if (keep) {
        Output[base + laneOffset] = x;
    }
    return;
}

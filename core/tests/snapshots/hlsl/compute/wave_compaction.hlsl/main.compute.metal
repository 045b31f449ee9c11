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
    uint _e5 = id_1.x;
    float _e7 = Input[_e5];
    x = _e7;
    float _e11 = x;
    float _e12 = Params.Threshold;
    keep = _e11 > _e12;
    bool _e15 = keep;
    uint _e19 = simd_prefix_exclusive_sum(_e15 ? 1u : 0u);
    laneOffset = _e19;
    bool _e21 = keep;
    uint _e25 = simd_sum(_e21 ? 1u : 0u);
    waveCount = _e25;
    base = 0u;
    uint _e30 = _lane_index;
    uint _e31 = simd_broadcast_first(_e30);
    if (_e30 == _e31) {
        uint _e39 = waveCount;
        uint _e40 = atomic_fetch_add_explicit(&Counter[0u >> 2u], _e39, memory_order_relaxed);
        base = _e40;
    }
    uint _e41 = base;
    uint _e42 = simd_broadcast_first(_e41);
    base = _e42;
    bool _e43 = keep;
    if (_e43) {
        uint _e45 = base;
        uint _e46 = laneOffset;
        float _e49 = x;
        Output[_e45 + _e46] = _e49;
    }
    return;
}

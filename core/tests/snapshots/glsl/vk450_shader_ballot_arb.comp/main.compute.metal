#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
#endif

ulong _glsl_ballot64(uint4 b) {
    return (ulong(b.y) << ulong(32)) | ulong(b.x);
}

ulong _glsl_ballotARB(bool v) {
    bool v_1 = {};
    v_1 = v;
    ulong vote = static_cast<ulong>(simd_ballot(v_1));
    uint4 _e3 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ulong _e4 = _glsl_ballot64(_e3);
    return _e4;
}

uint _glsl_word_below(uint n, uint lo) {
    return (n >= (lo + 32u)) ? 4294967295u : ((n > lo) ? ((1u << (n - lo)) - 1u) : 0u);
}

uint4 _glsl_mask_below(uint n) {
    uint n_1 = {};
    n_1 = n;
    uint _e4 = _glsl_word_below(n_1, 0u);
    uint _e7 = _glsl_word_below(n_1, 32u);
    uint _e10 = _glsl_word_below(n_1, 64u);
    uint _e13 = _glsl_word_below(n_1, 96u);
    return uint4(_e4, _e7, _e10, _e13);
}

uint2 _glsl_unpackUint2x32(ulong v) {
    return uint2(uint(v & 4294967295uL), uint(v >> ulong(32)));
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_WorkGroupID, device float* values, device float* kept, thread uint& _lane_index, thread uint& _lane_count) {
    float v = {};
    bool keep = {};
    uint2 below = {};
    uint slot = {};
    uint base = {};
    v = values[gl_GlobalInvocationID.x];
    keep = v > 0.0f;
    ulong _e13 = _glsl_ballotARB(keep);
    uint4 _e16 = _glsl_mask_below(_lane_index);
    ulong _e17 = _glsl_ballot64(_e16);
    uint2 _e19 = _glsl_unpackUint2x32(_e13 & _e17);
    below = _e19;
    slot = uint(int(popcount(below.x)) + int(popcount(below.y)));
    uint _e38 = simd_broadcast_first(gl_WorkGroupID.x * _lane_count);
    base = _e38;
    if (keep) {
        {
            uint _e41 = base;
            uint _e42 = slot;
            uint _e48 = simd_shuffle(_lane_index, ushort(0u));
            kept[_e41 + _e42] = v + float(_e48);
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    device float* values [[buffer(0)]],
    device float* kept [[buffer(1)]],
    uint _lane_index [[thread_index_in_simdgroup]],
    uint _lane_count [[threads_per_simdgroup]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_WorkGroupID, values, kept, _lane_index, _lane_count);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Output_atomic {
    atomic_uint nonzero;
    float sums[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Output_atomic, nonzero) == 0, "Output_atomic::nonzero: offset");
static_assert(__builtin_offsetof(Output_atomic, sums) == 4, "Output_atomic::sums: offset");
#endif

struct type_Push {
    uint count;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 4, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, count) == 0, "type_Push::count: offset");
#endif

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
#endif

constant uint3 gl_WorkGroupSize = uint3(128u, 1u, 1u);

uint _glsl_ballot_count(uint4 b) {
    uint4 b_1 = {};
    b_1 = b;
    return ((popcount(b_1.x) + popcount(b_1.y)) + popcount(b_1.z)) + popcount(b_1.w);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, thread uint3& gl_WorkGroupID, const device float* values, device Output_atomic& out_, constant type_Push& Push, threadgroup array<float, 128>& partial, thread uint& _lane_index, thread uint& _lane_count) {
    uint gid = {};
    float v = {};
    float s = {};
    uint4 ballot = {};
    float p = {};
    float total = {};
    gid = gl_GlobalInvocationID.x;
    v = (gid < Push.count) ? values[gid] : 0.0f;
    float _e18 = simd_sum(v);
    s = _e18;
    ulong vote = static_cast<ulong>(simd_ballot(v != 0.0f));
    uint4 _e23 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballot = _e23;
    uint _e25 = _lane_index;
    uint _e26 = simd_broadcast_first(_e25);
    if (_e25 == _e26) {
        {
            partial[gl_LocalInvocationIndex / _lane_count] = s;
            uint _e41 = _glsl_ballot_count(ballot);
            uint _e42 = atomic_fetch_add_explicit(&out_.nonzero, _e41, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if ((gl_LocalInvocationIndex / _lane_count) == 0u) {
        {
            p = (_lane_index < (((((gl_WorkGroupSize.x * gl_WorkGroupSize.y) * gl_WorkGroupSize.z) + _lane_count) - 1u) / _lane_count)) ? partial[_lane_index] : 0.0f;
            float _e79 = simd_sum(p);
            total = _e79;
            uint _e81 = _lane_index;
            uint _e82 = simd_broadcast_first(_e81);
            if (_e81 == _e82) {
                {
                    out_.sums[gl_WorkGroupID.x] = total;
                }
            }
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    const device float* values [[buffer(0)]],
    device Output_atomic& out_ [[buffer(1)]],
    constant type_Push& Push [[buffer(2)]],
    uint _lane_index [[thread_index_in_simdgroup]],
    uint _lane_count [[threads_per_simdgroup]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    uint3 gl_WorkGroupID = {};
    threadgroup array<float, 128> partial;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, gl_WorkGroupID, values, out_, Push, partial, _lane_index, _lane_count);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct uint_atomic_array16 {
    atomic_uint inner[16];
};

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, const device uint* pixels, device atomic_uint* bins, threadgroup uint_atomic_array16& localBins) {
    uint lid = {};
    uint v = {};
    lid = gl_LocalInvocationIndex;
    if (lid < 16u) {
        {
            atomic_store_explicit(&localBins.inner[lid], 0u, memory_order_relaxed);
        }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    v = pixels[gl_GlobalInvocationID.x];
    uint _e23 = atomic_fetch_add_explicit(&localBins.inner[v & 15u], 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (lid < 16u) {
        {
            uint _e33 = atomic_load_explicit(&localBins.inner[lid], memory_order_relaxed);
            uint _e34 = atomic_fetch_add_explicit(&bins[lid], _e33, memory_order_relaxed);
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    const device uint* pixels [[buffer(0)]],
    device atomic_uint* bins [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    threadgroup uint_atomic_array16 localBins;
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, pixels, bins, localBins);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct float_atomic_array16 {
    atomic_float inner[16];
};

struct Accumulators_atomic {
    float scale;
    atomic_float sum;
    atomic_float last;
    float_atomic_array16 bins;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Accumulators_atomic) == 76, "Accumulators_atomic: size");
static_assert(__builtin_offsetof(Accumulators_atomic, scale) == 0, "Accumulators_atomic::scale: offset");
static_assert(__builtin_offsetof(Accumulators_atomic, sum) == 4, "Accumulators_atomic::sum: offset");
static_assert(__builtin_offsetof(Accumulators_atomic, last) == 8, "Accumulators_atomic::last: offset");
static_assert(__builtin_offsetof(Accumulators_atomic, bins) == 12, "Accumulators_atomic::bins: offset");
#endif

struct _glsl_In {
    packed_uint3 gl_GlobalInvocationID_;
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 12, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint& gl_LocalInvocationIndex, device Accumulators_atomic* _Accumulators, const device float* samples) {
    float v = {};
    float before = {};
    v = samples[gl_GlobalInvocationID.x] * _Accumulators[0u].scale;
    float _e21 = atomic_fetch_add_explicit(&_Accumulators[0u].sum, v, memory_order_relaxed);
    before = _e21;
    float _e33 = atomic_fetch_add_explicit(&_Accumulators[0u].bins.inner[gl_LocalInvocationIndex % 16u], 1.0f, memory_order_relaxed);
    if (before > 100.0f) {
        {
            float _e43 = atomic_exchange_explicit(&_Accumulators[0u].last, v, memory_order_relaxed);
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    device Accumulators_atomic* _Accumulators [[buffer(0)]],
    const device float* samples [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_LocalInvocationIndex_1};
    gl_GlobalInvocationID = uint3(input.gl_GlobalInvocationID_);
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_GlobalInvocationID, gl_LocalInvocationIndex, _Accumulators, samples);
    return;
}

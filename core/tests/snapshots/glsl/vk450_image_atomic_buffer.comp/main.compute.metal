#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
    uchar _pad2[3];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_atomic_compare_exchange_result_Uint_4_) == 8, "_atomic_compare_exchange_result_Uint_4_: size");
static_assert(__builtin_offsetof(_atomic_compare_exchange_result_Uint_4_, old_value) == 0, "_atomic_compare_exchange_result_Uint_4_::old_value: offset");
static_assert(__builtin_offsetof(_atomic_compare_exchange_result_Uint_4_, exchanged) == 4, "_atomic_compare_exchange_result_Uint_4_::exchanged: offset");
#endif

constant uint texture_atomic_row_alignment [[function_constant(65535)]];
constant uint texture_atomic_row_alignment_value = is_function_constant_defined(texture_atomic_row_alignment) ? texture_atomic_row_alignment : 4u;

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<uint, access::read> counts, texture2d<float, access::write> heat, device atomic_uint* counts_atomic, device atomic_int* deltas_atomic) {
    int2 cell = {};
    uint before = {};
    uint now = {};
    cell = int2(gl_GlobalInvocationID.xy) / int2(4);
    uint2 _e13 = uint2(cell);
    uint2 _e16 = uint2(counts.get_width(), counts.get_height());
    uint _e22 = max(texture_atomic_row_alignment_value / 4u, 1u);
    uint _e31 = atomic_fetch_add_explicit(&counts_atomic[(_e13.y * ((((_e16.x + _e22) - 1u) / _e22) * _e22)) + _e13.x], 1u, memory_order_relaxed);
    before = _e31;
    int _e42 = atomic_fetch_max_explicit(&deltas_atomic[uint(int(gl_GlobalInvocationID.x))], int(before), memory_order_relaxed);
    uint2 _e50 = uint2(cell + int2(1, 0));
    uint2 _e53 = uint2(counts.get_width(), counts.get_height());
    uint _e59 = max(texture_atomic_row_alignment_value / 4u, 1u);
    _atomic_compare_exchange_result_Uint_4_ _e69;
    {
        uint old = 0u;
        bool exchanged;
        do {
            exchanged = atomic_compare_exchange_weak_explicit(&counts_atomic[(_e50.y * ((((_e53.x + _e59) - 1u) / _e59) * _e59)) + _e50.x], &old, before, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged && old == 0u);
        _e69 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
    }
    uint4 _e74 = counts.read(uint2(cell));
    now = _e74.x;
    heat.write(float4(float(now) / 64.0f), uint2(int2(gl_GlobalInvocationID.xy)));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<uint, access::read> counts [[texture(0)]],
    texture2d<float, access::write> heat [[texture(2)]],
    device atomic_uint* counts_atomic [[buffer(0)]],
    device atomic_int* deltas_atomic [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, counts, heat, counts_atomic, deltas_atomic);
    return;
}

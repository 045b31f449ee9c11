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

void _glsl_main(thread uint3& gl_GlobalInvocationID, device atomic_uint* Counter, device uint* Out) {
    uint i = {};
    bool a = {};
    bool _logical = {};
    uint b = {};
    uint _ternary = {};
    bool c = {};
    bool _logical_1 = {};
    i = gl_GlobalInvocationID.x;
    bool _e9 = (i % 2u) == 0u;
    _logical = _e9;
    if (!_e9) {
        uint _e15 = atomic_fetch_add_explicit(&Counter[0u], 1u, memory_order_relaxed);
        _logical = _e15 < 1000u;
    }
    a = _logical;
    if (i < 8u) {
        uint _e30 = atomic_fetch_add_explicit(&Counter[1u], 1u, memory_order_relaxed);
        _ternary = (_e30 * 0u) + 1u;
    } else {
        _ternary = 2u;
    }
    b = _ternary;
    bool _e41 = i < 4u;
    _logical_1 = _e41;
    if (_e41) {
        uint _e47 = atomic_fetch_add_explicit(&Counter[2u], 1u, memory_order_relaxed);
        _logical_1 = _e47 < 1000u;
    }
    c = _logical_1;
    Out[i] = ((a ? 10u : 0u) + b) + (c ? 100u : 0u);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device atomic_uint* Counter [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Counter, Out);
    return;
}

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* A, const device float* B, device float* Out) {
    uint i = {};
    float a = {};
    float b = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = A[_e6];
    a = _e8;
    uint _e11 = i;
    float _e13 = B[_e11];
    b = _e13;
    uint _e16 = i;
    float _e21 = a;
    float _e22 = b;
    Out[(_e16 * 4u) + 0u] = _e21 + _e22;
    uint _e26 = i;
    float _e31 = a;
    float _e32 = b;
    Out[(_e26 * 4u) + 1u] = _e31 - _e32;
    uint _e36 = i;
    float _e41 = a;
    float _e42 = b;
    Out[(_e36 * 4u) + 2u] = _e41 * _e42;
    uint _e46 = i;
    float _e51 = a;
    float _e52 = b;
    Out[(_e46 * 4u) + 3u] = _e51 / _e52;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* A [[buffer(0)]],
    const device float* B [[buffer(1)]],
    device float* Out [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, A, B, Out);
    return;
}

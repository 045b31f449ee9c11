#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    float a;
    uint count;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 8, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, a) == 0, "type_Params::a: offset");
static_assert(__builtin_offsetof(type_Params, count) == 4, "type_Params::count: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* x, device float* y, constant type_Params& Params) {
    uint i = {};
    i = gl_GlobalInvocationID.x;
    if (i < Params.count) {
        {
            y[i] = (Params.a * x[i]) + y[i];
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* x [[buffer(0)]],
    device float* y [[buffer(1)]],
    constant type_Params& Params [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, x, y, Params);
    return;
}

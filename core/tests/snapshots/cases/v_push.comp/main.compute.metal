#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Push {
    float scale;
    uint offset;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 8, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, scale) == 0, "type_Push::scale: offset");
static_assert(__builtin_offsetof(type_Push, offset) == 4, "type_Push::offset: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_Push& Push, device float* Out) {
    uint i = {};
    i = gl_GlobalInvocationID.x;
    Out[i] = float(i + Push.offset) * Push.scale;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Push& Push [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Push, Out);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    float4 scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, scale) == 0, "type_Params::scale: offset");
#endif

struct type_Push {
    uint base;
    float bias_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 8, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, base) == 0, "type_Push::base: offset");
static_assert(__builtin_offsetof(type_Push, bias_) == 4, "type_Push::bias_: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

struct ArgumentBuffer0 {
    const device uint* indices [[id(1)]];
};

struct ArgumentBuffer1 {
    const device float* values [[id(0)]];
    constant type_Params* Params [[id(2)]];
};

struct ArgumentBuffer2 {
    device float4* result [[id(0)]];
};

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device uint* indices, const device float* values, constant type_Params& Params, device float4* result, constant type_Push& Push) {
    uint i = {};
    uint j = {};
    float v = {};
    i = gl_GlobalInvocationID.x;
    j = indices[i];
    v = values[j] + Push.bias_;
    result[i] = (Params.scale * float4(v)) + float4(float(Push.base + i));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Push& Push [[buffer(3)]],
    constant ArgumentBuffer0& argument_buffer0 [[buffer(0)]],
    constant ArgumentBuffer1& argument_buffer1 [[buffer(1)]],
    constant ArgumentBuffer2& argument_buffer2 [[buffer(2)]]
) {
    const device uint* indices = argument_buffer0.indices;
    const device float* values = argument_buffer1.values;
    constant type_Params& Params = *argument_buffer1.Params;
    device float4* result = argument_buffer2.result;
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, indices, values, Params, result, Push);
    return;
}

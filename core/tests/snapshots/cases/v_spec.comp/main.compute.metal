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

constant uint SCALE [[function_constant(0)]];
constant uint SCALE_value = is_function_constant_defined(SCALE) ? SCALE : 2u;
constant float BIAS [[function_constant(1)]];
constant float BIAS_value = is_function_constant_defined(BIAS) ? BIAS : 0.5f;
constant bool NEGATE [[function_constant(2)]];
constant bool NEGATE_value = is_function_constant_defined(NEGATE) ? NEGATE : false;

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device float* Out) {
    uint i = {};
    float v = {};
    i = gl_GlobalInvocationID.x;
    v = (In[i] * float(SCALE_value)) + BIAS_value;
    if (NEGATE_value) {
        v = -v;
    }
    Out[i] = v;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

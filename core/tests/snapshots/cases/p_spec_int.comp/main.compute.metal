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

constant int STEPS [[function_constant(3)]];
constant int STEPS_value = is_function_constant_defined(STEPS) ? STEPS : 3;
constant uint MUL [[function_constant(4)]];
constant uint MUL_value = is_function_constant_defined(MUL) ? MUL : 5u;
constant bool ODD_ONLY [[function_constant(5)]];
constant bool ODD_ONLY_value = is_function_constant_defined(ODD_ONLY) ? ODD_ONLY : false;

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device uint* In, device uint* Out) {
    uint v = {};
    uint acc = {};
    int s = {};
    v = In[gl_GlobalInvocationID.x];
    acc = 0u;
    {
        s = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                s = s + 1;
            }
            loop_init = false;
            if (!(s < STEPS_value)) {
                break;
            }
            acc = (acc * MUL_value) + v;
        }
    }
    if (ODD_ONLY_value && ((v & 1u) == 0u)) {
        acc = 0u;
    }
    Out[gl_GlobalInvocationID.x] = acc;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Registers {
    ushort count;
    half scale;
    short2 range;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Registers) == 8, "type_Registers: size");
static_assert(__builtin_offsetof(type_Registers, count) == 0, "type_Registers::count: offset");
static_assert(__builtin_offsetof(type_Registers, scale) == 2, "type_Registers::scale: offset");
static_assert(__builtin_offsetof(type_Registers, range) == 4, "type_Registers::range: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_Registers& Registers, device float* values) {
    uint i = {};
    float v = {};
    i = gl_GlobalInvocationID.x;
    if (i >= uint(Registers.count)) {
        {
            return;
        }
    }
    v = clamp(values[i], float(Registers.range.x), float(Registers.range.y));
    values[i] = v * float(Registers.scale);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Registers& Registers [[buffer(0)]],
    device float* values [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Registers, values);
    return;
}

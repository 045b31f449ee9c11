#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Registers {
    uint2 target;
    uint2 source;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Registers) == 16, "type_Registers: size");
static_assert(__builtin_offsetof(type_Registers, target) == 0, "type_Registers::target: offset");
static_assert(__builtin_offsetof(type_Registers, source) == 8, "type_Registers::source: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

struct Values_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Values_ref) == 8, "Values_ref: size");
static_assert(__builtin_offsetof(Values_ref, address) == 0, "Values_ref::address: offset");
#endif

struct Values {
    float data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Values, data) == 0, "Values::data: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_Registers& Registers) {
    uint i = {};
    float v = {};
    i = gl_GlobalInvocationID.x;
    uint2 _e7 = Registers.source;
    v = reinterpret_cast<device Values*>(Values_ref {(ulong(_e7.y) << ulong(32)) | ulong(_e7.x)}.address)->data[i];
    uint2 _e25 = Registers.target;
    ulong _e34 = Values_ref {(ulong(_e25.y) << ulong(32)) | ulong(_e25.x)}.address;
    uint _e38 = i;
    reinterpret_cast<device Values*>(_e34)->data[_e38] = v * 2.0f;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Registers& Registers [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Registers);
    return;
}

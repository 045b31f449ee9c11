#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_PC {
    float4 bias_;
    uint count;
    float scale;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PC) == 32, "type_PC: size");
static_assert(__builtin_offsetof(type_PC, bias_) == 0, "type_PC::bias_: offset");
static_assert(__builtin_offsetof(type_PC, count) == 16, "type_PC::count: offset");
static_assert(__builtin_offsetof(type_PC, scale) == 20, "type_PC::scale: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_PC& PC, device float4* Out) {
    uint i = {};
    float4 acc = {};
    uint k = {};
    i = gl_GlobalInvocationID.x;
    acc = float4(0.0f);
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < PC.count)) {
                break;
            }
            acc = acc + (PC.bias_ * float4(float(k + i)));
        }
    }
    Out[i] = acc * float4(PC.scale);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_PC& PC [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, PC, Out);
    return;
}

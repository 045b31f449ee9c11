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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device ushort* In, device ushort* Out, device int* Wide) {
    uint i = {};
    ushort a = {};
    ushort b = {};
    short s = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    ushort _e8 = In[_e6];
    a = _e8;
    uint _e12 = i;
    ushort _e15 = In[7u - _e12];
    b = _e15;
    uint _e18 = i;
    ushort _e23 = a;
    ushort _e24 = b;
    Out[(_e18 * 2u) + 0u] = ushort(ushort(_e23 * _e24) + ushort(3u));
    uint _e31 = i;
    ushort _e37 = a;
    ushort _e40 = b;
    Out[(_e31 * 2u) + 1u] = ushort(ushort(_e37 >> 3u) ^ _e40);
    ushort _e43 = a;
    s = short(_e43);
    uint _e46 = i;
    short _e48 = s;
    ushort _e52 = b;
    Wide[_e46] = (int(_e48) * 2) + int(_e52);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device ushort* In [[buffer(0)]],
    device ushort* Out [[buffer(1)]],
    device int* Wide [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out, Wide);
    return;
}

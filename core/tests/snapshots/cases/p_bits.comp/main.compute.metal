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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device uint* In, device uint* Out) {
    uint i = {};
    uint v = {};
    uint s = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    uint _e8 = In[_e6];
    v = _e8;
    uint _e11 = v;
    uint _e13 = v;
    s = (_e13 ^ (_e11 >> 7u)) & 31u;
    uint _e19 = i;
    uint _e24 = v;
    Out[(_e19 * 6u) + 0u] = ((ctz(_e24) + uint(1)) % uint(33)) - uint(1);
    uint _e28 = i;
    uint _e33 = v;
    Out[(_e28 * 6u) + 1u] = select(uint(31) - clz(_e33), uint(4294967295u), _e33 == uint(0));
    uint _e37 = i;
    uint _e42 = v;
    uint _e44 = v;
    Out[(_e37 * 6u) + 2u] = popcount(_e42) + (reverse_bits(_e44) >> 16u);
    uint _e51 = i;
    uint _e56 = v;
    uint _e57 = s;
    uint _e60 = s;
    uint _e62 = v;
    Out[(_e51 * 6u) + 3u] = (_e56 << _e57) | (_e62 >> (31u - _e60));
    uint _e67 = i;
    uint _e73 = s;
    uint _e77 = v;
    Out[(_e67 * 6u) + 4u] = ((1u << _e73) - 1u) & (~_e77);
    uint _e82 = i;
    uint _e87 = v;
    uint _e90 = s;
    Out[(_e82 * 6u) + 5u] = uint(int(_e87) >> uint(int(_e90 & 15u)));
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
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

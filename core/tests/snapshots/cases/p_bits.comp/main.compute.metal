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
    i = gl_GlobalInvocationID.x;
    v = In[i];
    s = (v ^ (v >> 7u)) & 31u;
    Out[(i * 6u) + 0u] = uint(int(((ctz(v) + uint(1)) % uint(33)) - uint(1)));
    Out[(i * 6u) + 1u] = uint(int(select(uint(31) - clz(v), uint(4294967295u), v == uint(0))));
    Out[(i * 6u) + 2u] = uint(int(popcount(v))) + (reverse_bits(v) >> 16u);
    Out[(i * 6u) + 3u] = (v << s) | (v >> (31u - s));
    Out[(i * 6u) + 4u] = ((1u << s) - 1u) & (~v);
    Out[(i * 6u) + 5u] = uint(int(v) >> uint(int(s & 15u)));
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

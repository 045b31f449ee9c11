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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device int* X, const device int* Y, device uint* Out) {
    uint i = {};
    int x = {};
    int y = {};
    uint u = {};
    uint o = {};
    int rem = {};
    i = gl_GlobalInvocationID.x;
    x = X[i];
    y = Y[i];
    u = uint(x);
    o = i * 16u;
    rem = abs(x) % abs(y);
    Out[o + 0u] = uint(x / y);
    Out[o + 1u] = uint((x < 0) ? (-rem) : rem);
    Out[o + 2u] = uint(x >> 1u);
    Out[o + 3u] = u >> 1u;
    Out[o + 4u] = uint(x & y);
    Out[o + 5u] = uint(x | y);
    Out[o + 6u] = uint(x ^ y);
    Out[o + 7u] = uint(~x);
    Out[o + 8u] = uint(int(popcount(u)));
    Out[o + 9u] = uint(int(select(uint(31) - clz(u), uint(4294967295u), u == uint(0))));
    Out[o + 10u] = uint(int(((ctz(u) + uint(1)) % uint(33)) - uint(1)));
    Out[o + 11u] = reverse_bits(u);
    Out[o + 12u] = uint(min(x, y));
    Out[o + 13u] = uint(max(x, y));
    Out[o + 14u] = uint(abs(x));
    Out[o + 15u] = u * 2654435761u;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device int* X [[buffer(0)]],
    const device int* Y [[buffer(1)]],
    device uint* Out [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, X, Y, Out);
    return;
}

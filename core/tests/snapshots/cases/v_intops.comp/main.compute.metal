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
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    int _e8 = X[_e6];
    x = _e8;
    uint _e11 = i;
    int _e13 = Y[_e11];
    y = _e13;
    int _e15 = x;
    u = uint(_e15);
    uint _e19 = i;
    o = _e19 * 16u;
    int _e22 = x;
    int _e24 = y;
    rem = abs(_e22) % abs(_e24);
    uint _e29 = o;
    int _e32 = x;
    int _e33 = y;
    Out[_e29 + 0u] = uint(_e32 / _e33);
    uint _e38 = o;
    int _e42 = x;
    int _e44 = rem;
    int _e46 = rem;
    Out[_e38 + 1u] = uint((_e42 < 0) ? (-_e44) : _e46);
    uint _e51 = o;
    int _e55 = x;
    Out[_e51 + 2u] = uint(_e55 >> 1u);
    uint _e61 = o;
    uint _e65 = u;
    Out[_e61 + 3u] = _e65 >> 1u;
    uint _e70 = o;
    int _e73 = x;
    int _e74 = y;
    Out[_e70 + 4u] = uint(_e73 & _e74);
    uint _e79 = o;
    int _e82 = x;
    int _e83 = y;
    Out[_e79 + 5u] = uint(_e82 | _e83);
    uint _e88 = o;
    int _e91 = x;
    int _e92 = y;
    Out[_e88 + 6u] = uint(_e91 ^ _e92);
    uint _e97 = o;
    int _e100 = x;
    Out[_e97 + 7u] = uint(~_e100);
    uint _e105 = o;
    uint _e108 = u;
    Out[_e105 + 8u] = popcount(_e108);
    uint _e112 = o;
    uint _e115 = u;
    Out[_e112 + 9u] = select(uint(31) - clz(_e115), uint(4294967295u), _e115 == uint(0));
    uint _e119 = o;
    uint _e122 = u;
    Out[_e119 + 10u] = ((ctz(_e122) + uint(1)) % uint(33)) - uint(1);
    uint _e126 = o;
    uint _e129 = u;
    Out[_e126 + 11u] = reverse_bits(_e129);
    uint _e133 = o;
    int _e136 = x;
    int _e137 = y;
    Out[_e133 + 12u] = uint(min(_e136, _e137));
    uint _e142 = o;
    int _e145 = x;
    int _e146 = y;
    Out[_e142 + 13u] = uint(max(_e145, _e146));
    uint _e151 = o;
    int _e154 = x;
    Out[_e151 + 14u] = uint(abs(_e154));
    uint _e159 = o;
    uint _e163 = u;
    Out[_e159 + 15u] = _e163 * 2654435761u;
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
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, X, Y, Out);
    return;
}

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device int* src, device uint* dst) {
    uint i = {};
    int x = {};
    uint u = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    int _e8 = src[_e6];
    x = _e8;
    int _e10 = x;
    u = uint(_e10);
    uint _e14 = i;
    int _e20 = x;
    dst[(_e14 * 8u) + 0u] = uint((_e20 * 7) - 3);
    uint _e27 = i;
    int _e33 = x;
    dst[(_e27 * 8u) + 1u] = uint(_e33 / 3);
    uint _e38 = i;
    int _e43 = x;
    dst[(_e38 * 8u) + 2u] = uint(abs(_e43) % 5);
    uint _e50 = i;
    uint _e56 = u;
    dst[(_e50 * 8u) + 3u] = _e56 >> 3u;
    uint _e61 = i;
    int _e67 = x;
    dst[(_e61 * 8u) + 4u] = uint(_e67 >> 2u);
    uint _e73 = i;
    uint _e79 = u;
    uint _e82 = u;
    dst[(_e73 * 8u) + 5u] = (_e79 ^ 2779096485u) | (_e82 << 4u);
    uint _e88 = i;
    uint _e93 = u;
    int _e95 = x;
    dst[(_e88 * 8u) + 6u] = popcount(_e93) + (uint(select(int(31) - clz(select(_e95, ~_e95, _e95 < int(0))), int(-1), select(_e95, ~_e95, _e95 < int(0)) == int(0))) * 100u);
    uint _e103 = i;
    uint _e108 = u;
    uint _e110 = u;
    dst[(_e103 * 8u) + 7u] = reverse_bits(_e108) & (~_e110);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device int* src [[buffer(0)]],
    device uint* dst [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, src, dst);
    return;
}

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
    i = gl_GlobalInvocationID.x;
    x = src[i];
    u = uint(x);
    dst[(i * 8u) + 0u] = uint((x * 7) - 3);
    dst[(i * 8u) + 1u] = uint(x / 3);
    dst[(i * 8u) + 2u] = uint(abs(x) % 5);
    dst[(i * 8u) + 3u] = u >> 3u;
    dst[(i * 8u) + 4u] = uint(x >> 2u);
    dst[(i * 8u) + 5u] = (u ^ 2779096485u) | (u << 4u);
    dst[(i * 8u) + 6u] = uint(int(popcount(u))) + (uint(select(int(31) - clz(select(x, ~x, x < int(0))), int(-1), select(x, ~x, x < int(0)) == int(0))) * 100u);
    dst[(i * 8u) + 7u] = reverse_bits(u) & (~u);
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, src, dst);
    return;
}

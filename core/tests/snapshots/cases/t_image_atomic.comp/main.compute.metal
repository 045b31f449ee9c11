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

uint ferrometal_texture_compare_exchange(texture2d<uint, access::read_write> tex, uint2 coord, uint expected, uint desired) {
    uint4 old = uint4(expected);
    while (!tex.atomic_compare_exchange_weak(coord, &old, desired) && old.x == expected) {
    }
    return old.x;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<uint, access::read_write> hist, texture2d<uint, access::read_write> ops, device uint* src, texture2d<uint, access::read_write> cas) {
    int2 p = {};
    uint i = {};
    uint v = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    v = src[i];
    hist.atomic_fetch_add(uint2(int2(int(v & 3u), int((v >> 2u) & 3u))), 1u);
    ops.atomic_fetch_max(uint2(int2(0, 0)), v);
    ops.atomic_fetch_min(uint2(int2(1, 0)), v);
    ops.atomic_fetch_or(uint2(int2(2, 0)), 1u << (v & 31u));
    ops.atomic_fetch_and(uint2(int2(3, 0)), ~(1u << (i & 31u)));
    ops.atomic_fetch_xor(uint2(int2(0, 1)), v);
    ferrometal_texture_compare_exchange(cas, uint2(p), i, i + 100u);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<uint, access::read_write> hist [[texture(0)]],
    texture2d<uint, access::read_write> ops [[texture(1)]],
    device uint* src [[buffer(0)]],
    texture2d<uint, access::read_write> cas [[texture(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, hist, ops, src, cas);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 0, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

constant uint3 gl_WorkGroupSize = uint3(16u, 1u, 1u);

uint _glsl_ballot_count(uint4 b) {
    uint4 b_1 = {};
    b_1 = b;
    return ((popcount(b_1.x) + popcount(b_1.y)) + popcount(b_1.z)) + popcount(b_1.w);
}

uint _glsl_word_below(uint n, uint lo) {
    return (n >= (lo + 32u)) ? 4294967295u : ((n > lo) ? ((1u << (n - lo)) - 1u) : 0u);
}

uint4 _glsl_mask_below(uint n) {
    uint n_1 = {};
    n_1 = n;
    uint _e4 = _glsl_word_below(n_1, 0u);
    uint _e7 = _glsl_word_below(n_1, 32u);
    uint _e10 = _glsl_word_below(n_1, 64u);
    uint _e13 = _glsl_word_below(n_1, 96u);
    return uint4(_e4, _e7, _e10, _e13);
}

uint _glsl_ballot_inclusive(uint4 b, thread uint& _lane_index) {
    uint4 _e5 = _glsl_mask_below(_lane_index + 1u);
    uint _e7 = _glsl_ballot_count(b & _e5);
    return _e7;
}

uint _glsl_ballot_exclusive(uint4 b, thread uint& _lane_index) {
    uint4 _e3 = _glsl_mask_below(_lane_index);
    uint _e5 = _glsl_ballot_count(b & _e3);
    return _e5;
}

uint _glsl_ballot_lsb(uint4 b) {
    uint4 b_1 = {};
    b_1 = b;
    return (b_1.x != 0u) ? ((ctz(b_1.x) + uint(1)) % uint(33)) - uint(1) : ((b_1.y != 0u) ? (32u + ((ctz(b_1.y) + uint(1)) % uint(33)) - uint(1)) : ((b_1.z != 0u) ? (64u + ((ctz(b_1.z) + uint(1)) % uint(33)) - uint(1)) : (96u + ((ctz(b_1.w) + uint(1)) % uint(33)) - uint(1))));
}

uint _glsl_ballot_msb(uint4 b) {
    uint4 b_1 = {};
    b_1 = b;
    return (b_1.w != 0u) ? (96u + select(uint(31) - clz(b_1.w), uint(4294967295u), b_1.w == uint(0))) : ((b_1.z != 0u) ? (64u + select(uint(31) - clz(b_1.z), uint(4294967295u), b_1.z == uint(0))) : ((b_1.y != 0u) ? (32u + select(uint(31) - clz(b_1.y), uint(4294967295u), b_1.y == uint(0))) : select(uint(31) - clz(b_1.x), uint(4294967295u), b_1.x == uint(0))));
}

bool _glsl_ballot_extract(uint4 b, uint i) {
    uint w = {};
    w = (i < 32u) ? b.x : ((i < 64u) ? b.y : ((i < 96u) ? b.z : b.w));
    return ((w >> (i & 31u)) & 1u) != 0u;
}

bool _glsl_inverse_ballot(uint4 b, thread uint& _lane_index) {
    uint4 b_1 = {};
    b_1 = b;
    bool _e5 = _glsl_ballot_extract(b_1, _lane_index);
    return _e5;
}

void _glsl_main(thread uint& gl_LocalInvocationIndex, device uint* o, thread uint& _lane_index, thread uint& _lane_count) {
    uint i = {};
    uint4 b = {};
    uint base = {};
    i = gl_LocalInvocationIndex;
    ulong vote = static_cast<ulong>(simd_ballot((i % 3u) == 0u));
    uint4 _e9 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    b = _e9;
    base = i * 8u;
    uint _e16 = base;
    uint _e20 = _glsl_ballot_count(b);
    o[_e16 + 0u] = _e20;
    uint _e23 = base;
    uint _e27 = _glsl_ballot_inclusive(b, _lane_index);
    o[_e23 + 1u] = _e27;
    uint _e30 = base;
    uint _e34 = _glsl_ballot_exclusive(b, _lane_index);
    o[_e30 + 2u] = _e34;
    uint _e37 = base;
    uint _e41 = _glsl_ballot_lsb(b);
    o[_e37 + 3u] = _e41;
    uint _e44 = base;
    uint _e48 = _glsl_ballot_msb(b);
    o[_e44 + 4u] = _e48;
    o[base + 5u] = ((gl_LocalInvocationIndex / _lane_count) * 100u) + (((((gl_WorkGroupSize.x * gl_WorkGroupSize.y) * gl_WorkGroupSize.z) + _lane_count) - 1u) / _lane_count);
    uint _e80 = base;
    uint _e84 = simd_prefix_inclusive_sum(i);
    o[_e80 + 6u] = _e84;
    uint _e87 = base;
    uint4 _e92 = _glsl_mask_below(_lane_index);
    bool _e95 = _glsl_inverse_ballot(b, _lane_index);
    o[_e87 + 7u] = _e92.x | (_e95 ? 2147483648u : 0u);
    return;
}

kernel void main0(
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    device uint* o [[buffer(0)]],
    uint _lane_index [[thread_index_in_simdgroup]],
    uint _lane_count [[threads_per_simdgroup]]
) {
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationIndex_1};
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_LocalInvocationIndex, o, _lane_index, _lane_count);
    return;
}

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device uint* In, device uint4* Out) {
    uint v = {};
    uint4 ballot = {};
    uint flags = {};
    v = In[gl_GlobalInvocationID.x];
    ulong vote = static_cast<ulong>(simd_ballot(v > 4u));
    uint4 _e11 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballot = _e11;
    bool _e16 = simd_any(v == 7u);
    bool _e23 = simd_all(v < 10u);
    flags = (_e16 ? 1u : 0u) | (_e23 ? 2u : 0u);
    uint _e31 = gl_GlobalInvocationID.x;
    uint _e35 = simd_broadcast_first(v);
    uint _e38 = simd_shuffle(v, ushort(5u));
    Out[_e31] = uint4(ballot.x, flags, _e35, _e38);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device uint* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

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
    uint _e4 = gl_GlobalInvocationID.x;
    uint _e6 = In[_e4];
    v = _e6;
    uint _e9 = v;
    ulong vote = static_cast<ulong>(simd_ballot(_e9 > 4u));
    uint4 _e11 = uint4(uint(vote), uint(vote >> 32), 0u, 0u);
    ballot = _e11;
    uint _e14 = v;
    bool _e16 = simd_any(_e14 == 7u);
    uint _e21 = v;
    bool _e23 = simd_all(_e21 < 10u);
    flags = (_e16 ? 1u : 0u) | (_e23 ? 2u : 0u);
    uint _e31 = gl_GlobalInvocationID.x;
    uint _e34 = v;
    uint _e35 = simd_broadcast_first(_e34);
    uint _e37 = v;
    uint _e38 = simd_shuffle(_e37, ushort(5u));
    uint _e39 = ballot.x;
    uint _e40 = flags;
    Out[_e31] = uint4(_e39, _e40, _e35, _e38);
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
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

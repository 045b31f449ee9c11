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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device int4* In, device uint4* Out) {
    uint i = {};
    int4 v = {};
    bool4 neg = {};
    uint flags = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    int4 _e8 = In[_e6];
    v = _e8;
    int4 _e13 = v;
    neg = _e13 < int4(0);
    uint _e17 = i;
    bool4 _e22 = neg;
    Out[(_e17 * 3u) + 0u] = uint4(_e22);
    uint _e26 = i;
    int4 _e32 = v;
    int4 _e36 = v;
    bool4 _e40 = neg;
    Out[(_e26 * 3u) + 1u] = uint4(mix(float4(_e32 * int4(2)), float4(-_e36), float4(_e40)));
    bool4 _e45 = neg;
    int4 _e53 = v;
    int _e62 = v.x;
    int _e63 = v.w;
    flags = ((any(_e45) ? 1u : 0u) | (all(_e53 != int4(0)) ? 2u : 0u)) | ((_e62 > _e63) ? 4u : 0u);
    uint _e71 = i;
    int _e78 = v.y;
    int _e79 = v.z;
    int _e84 = v.x;
    int _e85 = v.y;
    int _e90 = v.z;
    int _e91 = v.w;
    uint _e94 = flags;
    Out[(_e71 * 3u) + 2u] = uint4(_e94, uint(_e78 == _e79), uint(max(_e84, _e85)), uint(min(_e90, _e91)));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device int4* In [[buffer(0)]],
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

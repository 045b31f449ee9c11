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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float4* In, device float4* Out) {
    uint i = {};
    float4 a = {};
    float4 b = {};
    float4 r = {};
    float4 c = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float4 _e8 = In[_e6];
    a = _e8;
    uint _e12 = i;
    float4 _e17 = In[(_e12 + 1u) % 4u];
    b = _e17;
    float4 _e20 = a;
    float4 _e21 = b;
    r.x = dot(_e20, _e21);
    float4 _e23 = a;
    float4 _e25 = b;
    float3 _e27 = cross(_e23.xyz, _e25.zxy);
    float4 _e28 = r;
    r = float4(_e28.x, _e27.x, _e27.y, _e27.z);
    uint _e36 = i;
    float4 _e41 = r;
    Out[(_e36 * 3u) + 0u] = _e41;
    uint _e44 = i;
    float4 _e49 = b;
    float4 _e51 = a;
    Out[(_e44 * 3u) + 1u] = (_e51.wzyx * _e49.xxyy) + float4(1.0f, 2.0f, 3.0f, 4.0f);
    float4 _e61 = a;
    c = _e61;
    float4 _e62 = b;
    float2 _e63 = _e62.yw;
    float4 _e64 = c;
    c = float4(_e63.y, _e64.y, _e63.x, _e64.w);
    uint _e72 = i;
    float4 _e77 = a;
    float4 _e79 = c;
    Out[(_e72 * 3u) + 2u] = _e79 - _e77.yyyy;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float4* In [[buffer(0)]],
    device float4* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

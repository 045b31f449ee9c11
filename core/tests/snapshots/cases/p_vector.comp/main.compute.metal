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
    i = gl_GlobalInvocationID.x;
    a = In[i];
    b = In[(i + 1u) % 4u];
    r.x = dot(a, b);
    float3 _e27 = cross(a.xyz, b.zxy);
    r = float4(r.x, _e27.x, _e27.y, _e27.z);
    Out[(i * 3u) + 0u] = r;
    Out[(i * 3u) + 1u] = (a.wzyx * b.xxyy) + float4(1.0f, 2.0f, 3.0f, 4.0f);
    c = a;
    float2 _e63 = b.yw;
    float4 _e64 = c;
    c = float4(_e63.y, _e64.y, _e63.x, _e64.w);
    Out[(i * 3u) + 2u] = c - a.yyyy;
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

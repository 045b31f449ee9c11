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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device float* Out) {
    uint i = {};
    float x = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = In[_e6];
    x = _e8;
    uint _e11 = i;
    float _e19 = x;
    Out[(_e11 * 4u) + 0u] = mix(-2.0f, 6.0f, _e19);
    uint _e23 = i;
    float _e29 = x;
    Out[(_e23 * 4u) + 1u] = clamp(_e29 * 1.5f, 0.0f, 1.0f);
    uint _e36 = i;
    float _e42 = x;
    Out[(_e36 * 4u) + 2u] = step(0.5f, _e42);
    uint _e46 = i;
    float _e53 = x;
    Out[(_e46 * 4u) + 3u] = smoothstep(0.0f, 1.0f, _e53);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device uint* Out) {
    uint i = {};
    float x = {};
    int n = {};
    uint u = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = In[_e6];
    x = _e8;
    float _e10 = x;
    n = int(_e10);
    float _e13 = x;
    u = uint(abs(_e13));
    uint _e18 = i;
    int _e23 = n;
    Out[(_e18 * 6u) + 0u] = uint(_e23);
    uint _e27 = i;
    uint _e32 = u;
    Out[(_e27 * 6u) + 1u] = _e32;
    uint _e35 = i;
    int _e40 = n;
    Out[(_e35 * 6u) + 2u] = as_type<uint>(float(_e40) * 0.5f);
    uint _e47 = i;
    uint _e53 = u;
    Out[(_e47 * 6u) + 3u] = as_type<uint>(float((_e53 * 3000u) + 16777217u));
    uint _e61 = i;
    float _e66 = x;
    Out[(_e61 * 6u) + 4u] = as_type<uint>(_e66) ^ 2147483648u;
    uint _e72 = i;
    float _e77 = x;
    float _e82 = x;
    Out[(_e72 * 6u) + 5u] = as_type<uint>(as_type<float>(as_type<uint>(_e77) + 1u) - _e82);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device uint* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

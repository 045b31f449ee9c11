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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* A, device float* OutH, device int* OutI, device uint* OutU) {
    uint i = {};
    float a = {};
    uint base = {};
    uint step_ = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = A[_e6];
    a = _e8;
    uint _e10 = i;
    float _e13 = a;
    OutH[_e10] = (_e13 * 2.0f) + 0.25f;
    uint _e18 = i;
    float _e22 = a;
    OutI[_e18] = int(_e22 * (-3.0f));
    base = 65530u;
    uint _e30 = i;
    step_ = _e30 * 3u;
    uint _e33 = i;
    uint _e35 = base;
    uint _e36 = step_;
    OutU[_e33] = _e35 + _e36;
    return;
}

kernel void main0(
    uint3 input_SV_DispatchThreadID [[thread_position_in_grid]],
    const device float* A [[buffer(0)]],
    device float* OutH [[buffer(1)]],
    device int* OutI [[buffer(2)]],
    device uint* OutU [[buffer(3)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {input_SV_DispatchThreadID};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, A, OutH, OutI, OutU);
    return;
}

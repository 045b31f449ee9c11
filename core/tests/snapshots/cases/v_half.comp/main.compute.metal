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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device half* A, device half* OutH, device short* OutI, device ushort* OutU) {
    uint i = {};
    half a = {};
    ushort base = {};
    ushort step_ = {};
    i = gl_GlobalInvocationID.x;
    a = A[i];
    OutH[i] = (a * half(2.0f)) + half(0.25f);
    OutI[i] = short(a * half(-3.0f));
    base = ushort(65530u);
    step_ = ushort(i * 3u);
    OutU[i] = ushort(base + step_);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device half* A [[buffer(0)]],
    device half* OutH [[buffer(1)]],
    device short* OutI [[buffer(2)]],
    device ushort* OutU [[buffer(3)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, A, OutH, OutI, OutU);
    return;
}

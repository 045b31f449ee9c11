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
    float y = {};
    i = gl_GlobalInvocationID.x;
    x = In[i];
    y = In[(i + 3u) % 8u];
    Out[(i * 8u) + 0u] = min(x, y);
    Out[(i * 8u) + 1u] = max(x, y);
    Out[(i * 8u) + 2u] = abs(x);
    Out[(i * 8u) + 3u] = floor(x);
    Out[(i * 8u) + 4u] = ceil(x);
    Out[(i * 8u) + 5u] = fract(x);
    Out[(i * 8u) + 6u] = sqrt(abs(x));
    Out[(i * 8u) + 7u] = clamp(x, -1.5f, 2.25f) * sign(y);
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

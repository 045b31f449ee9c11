#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Data {
    uint count;
    uchar _pad1[12];
    float4 data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Data, count) == 0, "Data::count: offset");
static_assert(__builtin_offsetof(Data, data) == 16, "Data::data: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Data& d, constant uint* ferrometal_buffer_sizes) {
    uint i = {};
    i = gl_GlobalInvocationID.x;
    if (i < uint(int(((ferrometal_buffer_sizes[0] - 16u) / 16u)))) {
        d.data[i] = d.data[i] * float4(2.0f);
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Data& d [[buffer(0)]],
    constant uint* ferrometal_buffer_sizes [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, d, ferrometal_buffer_sizes);
    return;
}

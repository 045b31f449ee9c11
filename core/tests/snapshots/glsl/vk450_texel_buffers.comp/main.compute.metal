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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture_buffer<float> positions, texture_buffer<uint> indices, texture_buffer<float, access::write> outPositions) {
    int i = {};
    uint j = {};
    i = int(gl_GlobalInvocationID.x);
    uint _e6 = positions.get_width();
    if (i >= int(_e6)) {
        {
            return;
        }
    }
    uint4 _e14 = indices.read(uint(i));
    j = _e14.x;
    float4 _e23 = positions.read(uint(int(j)));
    outPositions.write(_e23 * float4(2.0f), uint(uint(i)));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture_buffer<float> positions [[texture(0)]],
    texture_buffer<uint> indices [[texture(1)]],
    texture_buffer<float, access::write> outPositions [[texture(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, positions, indices, outPositions);
    return;
}

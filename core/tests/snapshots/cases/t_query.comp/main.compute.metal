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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float> tex, texture2d_array<float> arr, texture2d<float, access::read> img, device int4* o) {
    if ((gl_GlobalInvocationID.x == 0u) && (gl_GlobalInvocationID.y == 0u)) {
        {
            uint2 _e17 = uint2(tex.get_width(0), tex.get_height(0));
            int2 _e18 = int2(_e17);
            uint2 _e21 = uint2(tex.get_width(1), tex.get_height(1));
            int2 _e22 = int2(_e21);
            o[0u] = int4(_e18.x, _e18.y, _e22.x, _e22.y);
            uint2 _e34 = uint2(tex.get_width(2), tex.get_height(2));
            int2 _e35 = int2(_e34);
            uint _e37 = tex.get_num_mip_levels();
            o[1u] = int4(_e35.x, _e35.y, int(_e37), 0);
            uint2 _e49 = uint2(arr.get_width(0), arr.get_height(0));
            uint _e50 = arr.get_array_size();
            int3 _e54 = int3(uint3(_e49.x, _e49.y, _e50));
            o[2u] = int4(_e54.x, _e54.y, _e54.z, 0);
            uint2 _e65 = uint2(img.get_width(), img.get_height());
            int2 _e66 = int2(_e65);
            o[3u] = int4(_e66.x, _e66.y, 0, 0);
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    texture2d_array<float> arr [[texture(1)]],
    texture2d<float, access::read> img [[texture(2)]],
    device int4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, tex, arr, img, o);
    return;
}

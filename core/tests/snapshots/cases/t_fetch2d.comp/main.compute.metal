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

int3 _glsl_fetch_coord(int2 p, int lod) {
    return int3(p.x, p.y, lod);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture2d<float> tex, device float4* o) {
    int2 p = {};
    uint i = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = (gl_GlobalInvocationID.y * 4u) + gl_GlobalInvocationID.x;
    uint _e16 = i;
    int3 _e21 = _glsl_fetch_coord(p, 0);
    float4 _e24 = tex.read(uint2(_e21.xy), uint(_e21.z));
    o[_e16] = _e24;
    uint _e27 = i;
    int3 _e37 = _glsl_fetch_coord(p / int2(2), 1);
    float4 _e40 = tex.read(uint2(_e37.xy), uint(_e37.z));
    o[16u + _e27] = _e40;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture2d<float> tex [[texture(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, tex, o);
    return;
}

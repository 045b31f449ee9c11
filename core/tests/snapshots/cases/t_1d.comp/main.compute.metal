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

int2 _glsl_fetch_coord(int p, int lod) {
    return int2(p, lod);
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture1d<float> tex, sampler tex_sampler, device float4* o) {
    int x = {};
    x = int(gl_GlobalInvocationID.x);
    int _e6 = x;
    int2 _e14 = _glsl_fetch_coord(x % 8, 0);
    float4 _e17 = tex.read(uint(_e14.x));
    o[uint(_e6)] = _e17;
    float4 _e33 = tex.sample(tex_sampler, (float(x) * 0.17f) - 0.9f);
    o[uint(16 + x)] = _e33;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture1d<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, tex, tex_sampler, o);
    return;
}

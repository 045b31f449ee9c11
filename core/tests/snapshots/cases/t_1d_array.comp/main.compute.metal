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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texture1d_array<float> tex, sampler tex_sampler, texture1d_array<float, access::write> img, device float4* o) {
    int x = {};
    int l = {};
    float4 a = {};
    float4 b = {};
    x = int(gl_GlobalInvocationID.x);
    l = int(gl_GlobalInvocationID.y);
    int3 _e16 = _glsl_fetch_coord(int2(x, l), 0);
    int2 _e17 = _e16.xy;
    float4 _e21 = tex.read(uint(_e17.x), uint(_e17.y));
    a = _e21;
    float2 _e35 = float2((float(x) * 0.19f) - 0.3f, float(1 - l));
    float4 _e41 = tex.sample(tex_sampler, _e35.x, uint(int(rint(_e35.y))));
    b = _e41;
    o[uint((l * 8) + x)] = a;
    o[uint((16 + (l * 8)) + x)] = b;
    int2 _e67 = int2(7 - x, l);
    img.write(a + b, uint(_e67.x), uint(_e67.y));
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texture1d_array<float> tex [[texture(0)]],
    sampler tex_sampler [[sampler(0)]],
    texture1d_array<float, access::write> img [[texture(1)]],
    device float4* o [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, tex, tex_sampler, img, o);
    return;
}

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, texturecube<float> tex, sampler tex_sampler, device float4* o) {
    int2 p = {};
    uint i = {};
    float a = {};
    float b = {};
    float3 d = {};
    uint f = {};
    p = int2(gl_GlobalInvocationID.xy);
    i = uint((p.y * 4) + p.x);
    a = (0.3f * float(p.x)) - 0.45f;
    b = (0.25f * float(p.y)) - 0.4f;
    f = i % 6u;
    if (f == 0u) {
        d = float3(1.0f, a, b);
    } else {
        if (f == 1u) {
            d = float3(-1.0f, a, b);
        } else {
            if (f == 2u) {
                d = float3(a, 1.0f, b);
            } else {
                if (f == 3u) {
                    d = float3(a, -1.0f, b);
                } else {
                    if (f == 4u) {
                        d = float3(a, b, 1.0f);
                    } else {
                        d = float3(a, b, -1.0f);
                    }
                }
            }
        }
    }
    float4 _e88 = tex.sample(tex_sampler, d * float3(2.0f), level(0.0f));
    o[i] = _e88;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    texturecube<float> tex [[texture(0)]],
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

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Results_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Results_ref) == 8, "Results_ref: size");
static_assert(__builtin_offsetof(Results_ref, address) == 0, "Results_ref::address: offset");
#endif

struct type_Root {
    Results_ref results;
    uint first;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Root) == 16, "type_Root: size");
static_assert(__builtin_offsetof(type_Root, results) == 0, "type_Root::results: offset");
static_assert(__builtin_offsetof(type_Root, first) == 8, "type_Root::first: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

struct Results {
    float4 v[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Results, v) == 0, "Results::v: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, constant type_Root& Root, constant ulong& combined, constant sampler* combined_sampler) {
    uint i = {};
    float2 uv = {};
    i = gl_GlobalInvocationID.x;
    uv = float2(0.5f, ((i & 1u) != 0u) ? 0.75f : 0.25f);
    float4 _e44 = as_type<texture2d<float>>(combined + ulong(Root.first + (i % 3u))).sample(combined_sampler[Root.first + (i % 3u)], uv, level(0.0f));
    reinterpret_cast<device Results*>(Root.results.address)->v[i] = _e44;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    constant type_Root& Root [[buffer(0)]],
    constant ulong& combined [[buffer(1)]],
    constant sampler* combined_sampler [[buffer(2)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, Root, combined, combined_sampler);
    return;
}

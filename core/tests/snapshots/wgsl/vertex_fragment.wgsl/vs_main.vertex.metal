#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Camera {
    float4x4 view_proj;
    packed_float3 eye;
    float time;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Camera) == 80, "Camera: size");
static_assert(__builtin_offsetof(Camera, view_proj) == 0, "Camera::view_proj: offset");
static_assert(__builtin_offsetof(Camera, eye) == 64, "Camera::eye: offset");
static_assert(__builtin_offsetof(Camera, time) == 76, "Camera::time: offset");
#endif

struct VertexIn {
    float3 position;
    float3 normal;
    float2 uv;
    uchar _pad3[8];
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexIn) == 64, "VertexIn: size");
static_assert(__builtin_offsetof(VertexIn, position) == 0, "VertexIn::position: offset");
static_assert(__builtin_offsetof(VertexIn, normal) == 16, "VertexIn::normal: offset");
static_assert(__builtin_offsetof(VertexIn, uv) == 32, "VertexIn::uv: offset");
static_assert(__builtin_offsetof(VertexIn, color) == 48, "VertexIn::color: offset");
#endif

struct VertexOut {
    float4 clip;
    float3 world;
    float3 normal;
    float2 uv;
    uint instance;
    float fade;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexOut) == 64, "VertexOut: size");
static_assert(__builtin_offsetof(VertexOut, clip) == 0, "VertexOut::clip: offset");
static_assert(__builtin_offsetof(VertexOut, world) == 16, "VertexOut::world: offset");
static_assert(__builtin_offsetof(VertexOut, normal) == 32, "VertexOut::normal: offset");
static_assert(__builtin_offsetof(VertexOut, uv) == 48, "VertexOut::uv: offset");
static_assert(__builtin_offsetof(VertexOut, instance) == 56, "VertexOut::instance: offset");
static_assert(__builtin_offsetof(VertexOut, fade) == 60, "VertexOut::fade: offset");
#endif

struct vs_main_in {
    float3 position [[attribute(0)]];
    float3 normal [[attribute(1)]];
    float2 uv [[attribute(2)]];
    float4 color [[attribute(3)]];
};

struct vs_main_out {
    float4 clip [[position]];
    float3 world [[user(locn0)]];
    float3 normal [[user(locn1)]];
    float2 uv [[user(locn2)]];
    uint instance [[user(locn3)]];
    float fade [[user(locn4)]];
};

vertex vs_main_out vs_main(
    vs_main_in stage_in [[stage_in]],
    uint instance [[instance_id]],
    uint vid [[vertex_id]],
    constant Camera& camera [[buffer(0)]]
) {
    VertexIn v = {};
    v.position = stage_in.position;
    v.normal = stage_in.normal;
    v.uv = stage_in.uv;
    v.color = stage_in.color;
    VertexOut out = {};
    float3 offset = float3(float(instance) * 2.0f, 0.0f, 0.0f);
    out.world = v.position + offset;
    out.clip = camera.view_proj * float4(out.world, 1.0f);
    out.normal = normalize(v.normal);
    out.uv = v.uv;
    out.instance = instance;
    out.fade = v.color.w * float(vid % 2u);
    {
        VertexOut result = out;
        vs_main_out out_1 = {};
        out_1.clip = result.clip;
        out_1.world = result.world;
        out_1.normal = result.normal;
        out_1.uv = result.uv;
        out_1.instance = result.instance;
        out_1.fade = result.fade;
        return out_1;
    }
}

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

struct fs_main_in {
    float3 world [[user(locn0)]];
    float3 normal [[user(locn1)]];
    float2 uv [[user(locn2)]];
    uint instance [[user(locn3), flat]];
    float fade [[user(locn4), centroid_no_perspective]];
};

struct fs_main_out {
    float4 value [[color(0)]];
};

fragment fs_main_out fs_main(
    fs_main_in stage_in [[stage_in]],
    float4 clip [[position]],
    bool front [[front_facing]],
    constant Camera& camera [[buffer(0)]],
    texture2d<float> albedo [[texture(0)]],
    sampler albedo_sampler [[sampler(0)]]
) {
    VertexOut in = {};
    in.world = stage_in.world;
    in.normal = stage_in.normal;
    in.uv = stage_in.uv;
    in.instance = stage_in.instance;
    in.fade = stage_in.fade;
    in.clip = clip;
    float3 n = {};
    float4 base = albedo.sample(albedo_sampler, in.uv);
    if (base.w < 0.5f) {
        discard_fragment();
    }
    float3 light = normalize(float3(camera.eye) - in.world);
    n = normalize(in.normal);
    if (!front) {
        n = -n;
    }
    float diffuse = max(dot(n, light), 0.0f);
    float _e27 = fwidth(in.uv.x);
    float _e30 = dfdx(in.uv.y);
    float _e34 = dfdy(in.uv.y);
    float edge = (_e27 + _e30) + _e34;
    {
        fs_main_out out = {};
        out.value = float4(((base.xyz * diffuse) * in.fade) + float3(edge), 1.0f);
        return out;
    }
}

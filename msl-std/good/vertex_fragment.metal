// A vertex/fragment pair in the shape DESIGN section 3 describes: a
// [[stage_in]] struct, [[user(locnN)]] varyings, a push-constant block,
// layout asserts, textures and samplers.
#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Camera {
    float4x4 view_proj;
    packed_float3 eye;
    float exposure;
    uint flags;
    uchar pad0[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Camera) == 96, "Camera: size");
static_assert(__builtin_offsetof(Camera, view_proj) == 0, "Camera.view_proj: offset");
static_assert(__builtin_offsetof(Camera, eye) == 64, "Camera.eye: offset");
static_assert(__builtin_offsetof(Camera, exposure) == 76, "Camera.exposure: offset");
static_assert(__builtin_offsetof(Camera, flags) == 80, "Camera.flags: offset");
#endif

struct VertexIn {
    float3 position [[attribute(0)]];
    float3 normal [[attribute(1)]];
    float2 uv [[attribute(2)]];
};

struct VertexOut {
    float4 position [[position]];
    float3 normal [[user(locn0)]];
    float2 uv [[user(locn1)]];
    uint material [[user(locn2), flat]];
    float clip [[clip_distance]] [1];
};

struct FragmentOut {
    float4 color [[color(0)]];
    float4 normal [[color(1)]];
    float depth [[depth(any)]];
};

constant bool use_fog [[function_constant(0)]];
constant bool use_fog_value = is_function_constant_defined(use_fog) ? use_fog : false;
constant float fog_density [[function_constant(1)]];
constant float fog_density_value = is_function_constant_defined(fog_density) ? fog_density : 0.25;

static float3 shade(float3 n, float3 l, float exposure) {
    float ndotl = saturate(dot(normalize(n), l));
    return float3(ndotl) * exposure + float3(0.03);
}

vertex VertexOut main0(VertexIn in [[stage_in]], constant Camera& camera [[buffer(0)]],
                       uint vid [[vertex_id]], uint iid [[instance_id]]) {
    VertexOut out = {};
    out.position = camera.view_proj * float4(in.position, 1.0);
    out.position.y = -out.position.y;
    out.normal = in.normal;
    out.uv = in.uv;
    out.material = vid + iid;
    out.clip[0] = dot(out.position, float4(0.0, 0.0, 1.0, 0.0));
    return out;
}

fragment FragmentOut fragment0(VertexOut in [[stage_in]], constant Camera& camera [[buffer(0)]],
                               texture2d<float> albedo [[texture(0)]], depth2d<float> shadow [[texture(1)]],
                               texturecube<half> env [[texture(2)]], sampler smp [[sampler(0)]],
                               sampler shadow_smp [[sampler(1)]], bool front [[front_facing]]) {
    constexpr sampler clamp_smp(coord::normalized, address::clamp_to_edge, filter::linear, mip_filter::linear);
    FragmentOut out;
    float4 base = albedo.sample(smp, in.uv) * albedo.sample(clamp_smp, in.uv, level(0.0)) +
                  albedo.sample(smp, in.uv, bias(0.5), int2(1, -1)) + albedo.gather(smp, in.uv, int2(0), component::y);
    float lit = shadow.sample_compare(shadow_smp, in.uv, in.position.z);
    half4 sky = env.sample(smp, float3(in.normal));
    float3 c = shade(in.normal, float3(0.0, 1.0, 0.0), camera.exposure) * base.rgb * lit + float3(sky.rgb);
    if (use_fog_value) {
        c = mix(c, float3(0.5), fog_density_value);
    }
    if (base.a < 0.01) {
        discard_fragment();
    }
    out.color = float4(c, base.a);
    out.normal = float4(front ? in.normal : -in.normal, 0.0);
    out.depth = in.position.z;
    return out;
}

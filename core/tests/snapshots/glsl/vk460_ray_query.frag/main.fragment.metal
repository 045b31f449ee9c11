#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Light {
    packed_float3 toLight;
    float boxT;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Light) == 16, "type_Light: size");
static_assert(__builtin_offsetof(type_Light, toLight) == 0, "type_Light::toLight: offset");
static_assert(__builtin_offsetof(type_Light, boxT) == 12, "type_Light::boxT: offset");
#endif

struct _glsl_In {
    float3 worldPos_;
    float3 normal_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, worldPos_) == 0, "_glsl_In::worldPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, normal_) == 16, "_glsl_In::normal_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

raytracing::intersection_params ferrometal_intersection_params(uint flags) {
    raytracing::intersection_params p;
    if ((flags & 1u) != 0u)
        p.force_opacity(raytracing::forced_opacity::opaque);
    if ((flags & 2u) != 0u)
        p.force_opacity(raytracing::forced_opacity::non_opaque);
    if ((flags & 4u) != 0u)
        p.accept_any_intersection(true);
    if ((flags & 16u) != 0u)
        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::back);
    if ((flags & 32u) != 0u)
        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::front);
    if ((flags & 64u) != 0u)
        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::opaque);
    if ((flags & 128u) != 0u)
        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::non_opaque);
    if ((flags & 256u) != 0u)
        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::triangle);
    if ((flags & 512u) != 0u)
        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::bounding_box);
    return p;
}

void start(thread raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>& q, float3 origin, raytracing::instance_acceleration_structure scene, constant type_Light& Light) {
    float3 origin_1 = {};
    origin_1 = origin;
    q.reset(raytracing::ray{origin_1, float3(Light.toLight), 0.01f, 1000.0f}, scene, 255u, ferrometal_intersection_params(4u | 128u));
    return;
}

bool occluded(thread raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>& q, constant type_Light& Light) {
    while (true) {
        bool _e1 = q.next();
        if (!_e1) {
            break;
        }
        {
            uint _e3 = (q.get_candidate_intersection_type() == raytracing::intersection_type::bounding_box ? 1u : 0u);
            if (_e3 == 1u) {
                {
                    bool _e6 = q.is_candidate_non_opaque_bounding_box();
                    if (!_e6) {
                        q.commit_bounding_box_intersection(Light.boxT);
                    }
                }
            } else {
                float _e11 = q.get_candidate_triangle_distance();
                float _e12 = q.get_ray_min_distance();
                if (_e11 > _e12) {
                    {
                        q.commit_triangle_intersection();
                    }
                } else {
                    {
                        q.abort();
                    }
                }
            }
        }
    }
    uint _e14 = uint(q.get_committed_intersection_type());
    return _e14 != 0u;
}

void _glsl_main(thread float3& worldPos, thread float3& normal, thread float4& color, raytracing::instance_acceleration_structure scene, constant type_Light& Light) {
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    float lit = {};
    int prim = {};
    float4x3 toWorld = {};
    float2 bary = {};
    start(q, worldPos + (normal * float3(0.001f)), scene, Light);
    bool _e11 = occluded(q, Light);
    lit = _e11 ? 0.2f : 1.0f;
    uint _e16 = q.get_committed_primitive_id();
    prim = int(_e16);
    float4x3 _e19 = q.get_committed_object_to_world_transform();
    toWorld = _e19;
    float2 _e21 = q.get_committed_triangle_barycentric_coord();
    bary = _e21;
    float2 _e35 = bary;
    float3 _e43 = (float3(lit) + (toWorld[3] * float3(0.0f))) + (float3(_e35.x, _e35.y, float(prim)) * float3(0.0f));
    color = float4(_e43.x, _e43.y, _e43.z, 1.0f);
    return;
}

struct main0_in {
    float3 worldPos [[user(locn0)]];
    float3 normal [[user(locn1)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    raytracing::instance_acceleration_structure scene [[buffer(0)]],
    constant type_Light& Light [[buffer(1)]]
) {
    float3 worldPos_1 = stage_in.worldPos;
    float3 normal_1 = stage_in.normal;
    float3 worldPos = {};
    float3 normal = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {worldPos_1, normal_1};
    worldPos = input.worldPos_;
    normal = input.normal_;
    _glsl_main(worldPos, normal, color, scene, Light);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}

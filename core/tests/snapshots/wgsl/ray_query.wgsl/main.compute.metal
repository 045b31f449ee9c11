#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Output {
    uint visible_;
    float t;
    uint kind;
    uint instance;
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Output) == 32, "Output: size");
static_assert(__builtin_offsetof(Output, visible_) == 0, "Output::visible_: offset");
static_assert(__builtin_offsetof(Output, t) == 4, "Output::t: offset");
static_assert(__builtin_offsetof(Output, kind) == 8, "Output::kind: offset");
static_assert(__builtin_offsetof(Output, instance) == 12, "Output::instance: offset");
static_assert(__builtin_offsetof(Output, normal) == 16, "Output::normal: offset");
#endif

struct RayDesc {
    uint flags;
    uint cull_mask;
    float tmin;
    float tmax;
    float3 origin;
    float3 dir;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RayDesc) == 48, "RayDesc: size");
static_assert(__builtin_offsetof(RayDesc, flags) == 0, "RayDesc::flags: offset");
static_assert(__builtin_offsetof(RayDesc, cull_mask) == 4, "RayDesc::cull_mask: offset");
static_assert(__builtin_offsetof(RayDesc, tmin) == 8, "RayDesc::tmin: offset");
static_assert(__builtin_offsetof(RayDesc, tmax) == 12, "RayDesc::tmax: offset");
static_assert(__builtin_offsetof(RayDesc, origin) == 16, "RayDesc::origin: offset");
static_assert(__builtin_offsetof(RayDesc, dir) == 32, "RayDesc::dir: offset");
#endif

struct RayIntersection {
    uint kind;
    float t;
    uint instance_custom_data;
    uint instance_index;
    uint sbt_record_offset;
    uint geometry_index;
    uint primitive_index;
    packed_float2 barycentrics;
    bool front_face;
    uchar _pad9[11];
    float4x3 object_to_world;
    float4x3 world_to_object;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RayIntersection) == 176, "RayIntersection: size");
static_assert(__builtin_offsetof(RayIntersection, kind) == 0, "RayIntersection::kind: offset");
static_assert(__builtin_offsetof(RayIntersection, t) == 4, "RayIntersection::t: offset");
static_assert(__builtin_offsetof(RayIntersection, instance_custom_data) == 8, "RayIntersection::instance_custom_data: offset");
static_assert(__builtin_offsetof(RayIntersection, instance_index) == 12, "RayIntersection::instance_index: offset");
static_assert(__builtin_offsetof(RayIntersection, sbt_record_offset) == 16, "RayIntersection::sbt_record_offset: offset");
static_assert(__builtin_offsetof(RayIntersection, geometry_index) == 20, "RayIntersection::geometry_index: offset");
static_assert(__builtin_offsetof(RayIntersection, primitive_index) == 24, "RayIntersection::primitive_index: offset");
static_assert(__builtin_offsetof(RayIntersection, barycentrics) == 28, "RayIntersection::barycentrics: offset");
static_assert(__builtin_offsetof(RayIntersection, front_face) == 36, "RayIntersection::front_face: offset");
static_assert(__builtin_offsetof(RayIntersection, object_to_world) == 48, "RayIntersection::object_to_world: offset");
static_assert(__builtin_offsetof(RayIntersection, world_to_object) == 112, "RayIntersection::world_to_object: offset");
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

RayIntersection ferrometal_candidate_intersection(thread raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>& q) {
    RayIntersection r = {};
    raytracing::intersection_type type = q.get_candidate_intersection_type();
    if (type == raytracing::intersection_type::triangle) {
        r.kind = 1u;
        r.t = q.get_candidate_triangle_distance();
        r.barycentrics = q.get_candidate_triangle_barycentric_coord();
        r.front_face = q.is_candidate_triangle_front_facing();
    } else if (type == raytracing::intersection_type::bounding_box) {
        r.kind = 3u;
    }
    if (type != raytracing::intersection_type::none) {
        r.instance_custom_data = q.get_candidate_user_instance_id();
        r.instance_index = q.get_candidate_instance_id();
        r.geometry_index = q.get_candidate_geometry_id();
        r.primitive_index = q.get_candidate_primitive_id();
        r.object_to_world = q.get_candidate_object_to_world_transform();
        r.world_to_object = q.get_candidate_world_to_object_transform();
    }
    return r;
}

RayIntersection ferrometal_committed_intersection(thread raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>& q) {
    RayIntersection r = {};
    raytracing::intersection_type type = q.get_committed_intersection_type();
    if (type == raytracing::intersection_type::triangle) {
        r.kind = 1u;
        r.barycentrics = q.get_committed_triangle_barycentric_coord();
        r.front_face = q.is_committed_triangle_front_facing();
    } else if (type == raytracing::intersection_type::bounding_box) {
        r.kind = 2u;
    }
    if (type != raytracing::intersection_type::none) {
        r.t = q.get_committed_distance();
        r.instance_custom_data = q.get_committed_user_instance_id();
        r.instance_index = q.get_committed_instance_id();
        r.geometry_index = q.get_committed_geometry_id();
        r.primitive_index = q.get_committed_primitive_id();
        r.object_to_world = q.get_committed_object_to_world_transform();
        r.world_to_object = q.get_committed_world_to_object_transform();
    }
    return r;
}

kernel void main0(
    raytracing::instance_acceleration_structure scene [[buffer(0)]],
    device Output& output [[buffer(1)]]
) {
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> rq;
    float3 dir = float3(0.0f, 1.0f, 0.0f);
    {
        RayDesc ray_desc = RayDesc {16u, 255u, 0.1f, 100.0f, float3(0.0f), dir};
        rq.reset(raytracing::ray{ray_desc.origin, ray_desc.dir, ray_desc.tmin, ray_desc.tmax}, scene, ray_desc.cull_mask, ferrometal_intersection_params(ray_desc.flags));
    }
    while (true) {
        bool _e13 = rq.next();
        if (_e13) {
        } else {
            break;
        }
        {
            RayIntersection candidate = ferrometal_candidate_intersection(rq);
            if (candidate.kind == 3u) {
                rq.commit_bounding_box_intersection(10.0f);
            } else {
                if (candidate.t < 50.0f) {
                    rq.commit_triangle_intersection();
                } else {
                    rq.abort();
                }
            }
        }
    }
    RayIntersection hit = ferrometal_committed_intersection(rq);
    output.visible_ = uint(hit.kind == 0u);
    output.t = hit.t;
    output.kind = hit.kind;
    output.instance = ((hit.instance_index + hit.instance_custom_data) + hit.geometry_index) + hit.primitive_index;
    output.normal = (hit.world_to_object * float4(dir, 0.0f)) * (hit.front_face ? 1.0f : (-1.0f));
    return;
}

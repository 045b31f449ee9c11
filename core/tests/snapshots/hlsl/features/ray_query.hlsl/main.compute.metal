#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Camera {
    packed_float3 eye;
    uint mask;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Camera) == 16, "type_Camera: size");
static_assert(__builtin_offsetof(type_Camera, eye) == 0, "type_Camera::eye: offset");
static_assert(__builtin_offsetof(type_Camera, mask) == 12, "type_Camera::mask: offset");
#endif

struct RayDesc {
    packed_float3 Origin;
    float TMin;
    packed_float3 Direction;
    float TMax;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RayDesc) == 32, "RayDesc: size");
static_assert(__builtin_offsetof(RayDesc, Origin) == 0, "RayDesc::Origin: offset");
static_assert(__builtin_offsetof(RayDesc, TMin) == 12, "RayDesc::TMin: offset");
static_assert(__builtin_offsetof(RayDesc, Direction) == 16, "RayDesc::Direction: offset");
static_assert(__builtin_offsetof(RayDesc, TMax) == 28, "RayDesc::TMax: offset");
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

void Trace(thread raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>& q, float3 dir, raytracing::instance_acceleration_structure scene, constant type_Camera& Camera) {
    RayDesc ray = {};
    ray.Origin = float3(Camera.eye);
    ray.TMin = 0.001f;
    ray.Direction = dir;
    ray.TMax = 1000.0f;
    RayDesc _e16 = ray;
    q.reset(raytracing::ray{float3(_e16.Origin), float3(_e16.Direction), _e16.TMin, _e16.TMax}, scene, Camera.mask, ferrometal_intersection_params(24u | 4u));
    return;
}

bool AlphaTest(float2 barycentrics) {
    return (barycentrics.x + barycentrics.y) < 0.9f;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    raytracing::instance_acceleration_structure scene [[buffer(0)]],
    device float4* hits [[buffer(1)]],
    device float3x4* transforms [[buffer(2)]],
    constant type_Camera& Camera [[buffer(3)]]
) {
    uint2 id_1 = {};
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    bool _logical = {};
    float3 o = {};
    float3 d = {};
    uint index = {};
    float2 b = {};
    float t = {};
    uint ids = {};
    float3x4 w = {};
    id_1 = id.xy;
    uint2 _e5 = id_1;
    Trace(q, normalize(float3(float(_e5.x), float(_e5.y), 1.0f)), scene, Camera);
    while (true) {
        bool _e12 = q.next();
        if (!_e12) {
            break;
        }
        {
            uint _e14 = (q.get_candidate_intersection_type() == raytracing::intersection_type::bounding_box ? 1u : 0u);
            if (_e14 == 0u) {
                {
                    float2 _e17 = q.get_candidate_triangle_barycentric_coord();
                    bool _e18 = AlphaTest(_e17);
                    _logical = _e18;
                    if (_e18) {
                        bool _e19 = q.is_candidate_triangle_front_facing();
                        _logical = _e19;
                    }
                    if (_logical) {
                        q.commit_triangle_intersection();
                    }
                    float _e22 = q.get_candidate_triangle_distance();
                    float _e23 = q.get_ray_min_distance();
                    if (_e22 > (_e23 + 100.0f)) {
                        q.abort();
                    }
                }
            } else {
                bool _e27 = q.is_candidate_non_opaque_bounding_box();
                if (!_e27) {
                    {
                        float3 _e30 = q.get_candidate_ray_origin();
                        o = _e30;
                        float3 _e32 = q.get_candidate_ray_direction();
                        d = _e32;
                        q.commit_bounding_box_intersection(length(o) / length(d));
                    }
                }
            }
        }
    }
    index = (id_1.y * 64u) + id_1.x;
    uint _e47 = uint(q.get_committed_intersection_type());
    switch (_e47) {
    case 1u: {
        {
            float2 _e49 = q.get_committed_triangle_barycentric_coord();
            b = _e49;
            float _e51 = q.get_committed_distance();
            t = _e51;
            uint _e53 = q.get_committed_instance_id();
            uint _e54 = q.get_committed_user_instance_id();
            uint _e56 = q.get_committed_geometry_id();
            uint _e58 = q.get_committed_primitive_id();
            ids = ((_e53 + _e54) + _e56) + _e58;
            uint _e61 = index;
            uint _e63 = ids;
            bool _e65 = q.is_committed_triangle_front_facing();
            float2 _e70 = b;
            hits[_e61] = float4(_e70.x, _e70.y, t, float(_e63) + (_e65 ? 0.5f : 0.0f));
            uint _e76 = index;
            float4x3 _e78 = q.get_committed_object_to_world_transform();
            transforms[_e76] = transpose(_e78);
            float3x4 _e81 = transpose(q.get_committed_world_to_object_transform());
            w = _e81;
            transforms[index + 1u] = transpose(transpose(w));
            break;
        }
    }
    case 2u: {
        uint _e92 = index;
        float3 _e94 = q.get_world_space_ray_origin();
        float3 _e95 = q.get_world_space_ray_direction();
        float _e96 = q.get_committed_distance();
        float3 _e99 = _e94 + (_e95 * float3(_e96));
        hits[_e92] = float4(_e99.x, _e99.y, _e99.z, 1.0f);
        uint _e106 = index;
        float3x4 _e108 = transpose(q.get_committed_object_to_world_transform());
        transforms[_e106] = transpose(transpose(_e108));
        break;
    }
    default: {
        uint _e112 = index;
        float3 _e114 = q.get_committed_ray_direction();
        hits[_e112] = float4(_e114.x, _e114.y, _e114.z, 0.0f);
        break;
    }
    }
    return;
}

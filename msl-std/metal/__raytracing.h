// Ray tracing (MSL 2.3/2.4, section 6.18, <metal_raytracing>): rays,
// acceleration structures, intersectors and their results, intersection
// queries (MSL 2.4). The tags (instancing, triangle_data, world_space_data,
// ...) select members in Metal; here every member is declared for every tag
// list, so a member the tags do not enable is not caught.
#pragma once

#if __METAL_VERSION__ >= 230
namespace metal {
namespace raytracing {
struct ray {
    float3 origin;
    float3 direction;
    float min_distance;
    float max_distance;
    ray() = default;
    METAL_FUNC ray(float3 o, float3 d, float mn = 0.0f, float mx = __builtin_huge_valf())
        : origin(o), direction(d), min_distance(mn), max_distance(mx) {}
};
struct instancing {};
struct triangle_data {};
struct world_space_data {};
struct primitive_motion {};
struct instance_motion {};
struct extended_limits {};
struct curve_data {};
template <uint N> struct max_levels {};

enum class intersection_type { none, triangle, bounding_box, curve };
enum class triangle_cull_mode { none, front, back };
enum class geometry_cull_mode { none, triangle, bounding_box, curve };
enum class opacity_cull_mode { none, opaque, non_opaque };
enum class forced_opacity { none, opaque, non_opaque };
enum class geometry_type { none, triangle, bounding_box, curve, all };
enum class winding { clockwise, counterclockwise };

template <class... Tags> struct acceleration_structure {
    ulong __handle;
    METAL_FUNC bool is_null() const __FM_BODY(return true;)
};
typedef acceleration_structure<> primitive_acceleration_structure;
typedef acceleration_structure<instancing> instance_acceleration_structure;

// The options shared by intersectors and intersection queries.
#define __FM_RT_OPTIONS                                                                                    \
    METAL_FUNC void set_triangle_cull_mode(triangle_cull_mode m) __FM_BODY()                              \
    METAL_FUNC void set_geometry_cull_mode(geometry_cull_mode m) __FM_BODY()                              \
    METAL_FUNC void set_opacity_cull_mode(opacity_cull_mode m) __FM_BODY()                                \
    METAL_FUNC void force_opacity(forced_opacity o) __FM_BODY()                                           \
    METAL_FUNC void accept_any_intersection(bool a) __FM_BODY()                                           \
    METAL_FUNC void assume_geometry_type(geometry_type g) __FM_BODY()                                     \
    METAL_FUNC void set_triangle_front_facing_winding(winding w) __FM_BODY()

template <class... Tags> struct intersection_result {
    intersection_type type;
    float distance;
    uint primitive_id;
    uint geometry_id;
    uint instance_id;
    uint user_instance_id;
    float2 triangle_barycentric_coord;
    bool triangle_front_facing;
    float4x3 object_to_world_transform;
    float4x3 world_to_object_transform;
};

template <class... Tags> struct intersector {
    typedef intersection_result<Tags...> result_type;
    __FM_RT_OPTIONS
    template <class... S, class... A>
    METAL_FUNC result_type intersect(ray r, acceleration_structure<S...> a, A... more) const __FM_BODY(return {};)
};

struct intersection_params {
    __FM_RT_OPTIONS
};
#undef __FM_RT_OPTIONS

#if __METAL_VERSION__ >= 240
// Intersection queries (MSL 2.4): an intersector stepped by the program.
template <class... Tags> struct intersection_query {
    intersection_query() = default;
    // A query is its traversal state: Metal does not copy it (pass it by
    // `thread` reference).
    intersection_query(const thread intersection_query &) = delete;
    thread intersection_query &operator=(const thread intersection_query &) = delete;
    template <class... S, class... A>
    METAL_FUNC void reset(ray r, acceleration_structure<S...> a, A... more) __FM_BODY()
    METAL_FUNC bool next() __FM_BODY(return false;)
    METAL_FUNC void abort() __FM_BODY()
    METAL_FUNC void commit_triangle_intersection() __FM_BODY()
    METAL_FUNC void commit_bounding_box_intersection(float distance) __FM_BODY()
    METAL_FUNC intersection_type get_candidate_intersection_type() const __FM_BODY(return {};)
    METAL_FUNC intersection_type get_committed_intersection_type() const __FM_BODY(return {};)
#define __FM_RT_GET(T, NAME)                                                       \
    METAL_FUNC T get_candidate_##NAME() const __FM_BODY(return {};)               \
    METAL_FUNC T get_committed_##NAME() const __FM_BODY(return {};)
    __FM_RT_GET(float3, ray_origin)
    __FM_RT_GET(float3, ray_direction)
    __FM_RT_GET(uint, instance_id)
    __FM_RT_GET(uint, user_instance_id)
    __FM_RT_GET(uint, geometry_id)
    __FM_RT_GET(uint, primitive_id)
    __FM_RT_GET(float2, triangle_barycentric_coord)
    __FM_RT_GET(float4x3, object_to_world_transform)
    __FM_RT_GET(float4x3, world_to_object_transform)
#undef __FM_RT_GET
    // The committed hit's distance (any kind), the candidate triangle's.
    METAL_FUNC float get_committed_distance() const __FM_BODY(return 0.0f;)
    METAL_FUNC float get_candidate_triangle_distance() const __FM_BODY(return 0.0f;)
    METAL_FUNC bool is_candidate_non_opaque_bounding_box() const __FM_BODY(return false;)
    METAL_FUNC bool is_candidate_triangle_front_facing() const __FM_BODY(return false;)
    METAL_FUNC bool is_committed_triangle_front_facing() const __FM_BODY(return false;)
    METAL_FUNC float3 get_world_space_ray_origin() const __FM_BODY(return {};)
    METAL_FUNC float3 get_world_space_ray_direction() const __FM_BODY(return {};)
    METAL_FUNC float get_ray_min_distance() const __FM_BODY(return 0.0f;)
};
#endif
} // namespace raytracing
// Apple's compiler takes the ray-tracing names unqualified after
// `using namespace metal;` (SPIRV-Cross's `intersection_params ip;`).
using namespace raytracing;
} // namespace metal
#endif

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct BuiltInTriangleIntersectionAttributes {
    float2 barycentrics;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BuiltInTriangleIntersectionAttributes) == 8, "BuiltInTriangleIntersectionAttributes: size");
static_assert(__builtin_offsetof(BuiltInTriangleIntersectionAttributes, barycentrics) == 0, "BuiltInTriangleIntersectionAttributes::barycentrics: offset");
#endif

float3 HitAttribute(array<packed_float3, 3> vertexAttribute, BuiltInTriangleIntersectionAttributes attr) {
    return (float3(vertexAttribute[0]) + (float3(attr.barycentrics.x) * (float3(vertexAttribute[1]) - float3(vertexAttribute[0])))) + (float3(attr.barycentrics.y) * (float3(vertexAttribute[2]) - float3(vertexAttribute[0])));
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device packed_float3* Positions [[buffer(0)]],
    const device float2* Barycentrics [[buffer(1)]],
    device packed_float3* Output [[buffer(2)]]
) {
    uint id_1 = {};
    array<packed_float3, 3> corners = {};
    BuiltInTriangleIntersectionAttributes attr = {};
    id_1 = id.x;
    float3 _e10 = float3(Positions[id_1 * 3u]);
    float3 _e23 = float3(Positions[(id_1 * 3u) + 1u]);
    float3 _e36 = float3(Positions[(id_1 * 3u) + 2u]);
    corners = array<packed_float3, 3> {float3(_e10.x, _e10.y, _e10.z), float3(_e23.x, _e23.y, _e23.z), float3(_e36.x, _e36.y, _e36.z)};
    attr.barycentrics = Barycentrics[id_1];
    uint _e51 = id_1;
    float3 _e55 = HitAttribute(corners, attr);
    Output[_e51] = _e55;
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Transform {
    float4x4 model;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Transform) == 64, "type_Transform: size");
static_assert(__builtin_offsetof(type_Transform, model) == 0, "type_Transform::model: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Transform& Transform [[buffer(0)]],
    const device float4* positions [[buffer(1)]],
    device float4* transformed [[buffer(2)]]
) {
    uint3 id_1 = {};
    id_1 = id;
    transformed[id_1.x] = Transform.model * positions[id_1.x];
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_ClothParams {
    uint GridWidth;
    uint GridHeight;
    float RestLength;
    float TimeStep;
    packed_float3 Gravity;
    float Stiffness;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_ClothParams) == 32, "type_ClothParams: size");
static_assert(__builtin_offsetof(type_ClothParams, GridWidth) == 0, "type_ClothParams::GridWidth: offset");
static_assert(__builtin_offsetof(type_ClothParams, GridHeight) == 4, "type_ClothParams::GridHeight: offset");
static_assert(__builtin_offsetof(type_ClothParams, RestLength) == 8, "type_ClothParams::RestLength: offset");
static_assert(__builtin_offsetof(type_ClothParams, TimeStep) == 12, "type_ClothParams::TimeStep: offset");
static_assert(__builtin_offsetof(type_ClothParams, Gravity) == 16, "type_ClothParams::Gravity: offset");
static_assert(__builtin_offsetof(type_ClothParams, Stiffness) == 28, "type_ClothParams::Stiffness: offset");
#endif

struct ClothParticle {
    packed_float3 position;
    float pinned;
    packed_float3 previous;
    float pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ClothParticle) == 32, "ClothParticle: size");
static_assert(__builtin_offsetof(ClothParticle, position) == 0, "ClothParticle::position: offset");
static_assert(__builtin_offsetof(ClothParticle, pinned) == 12, "ClothParticle::pinned: offset");
static_assert(__builtin_offsetof(ClothParticle, previous) == 16, "ClothParticle::previous: offset");
static_assert(__builtin_offsetof(ClothParticle, pad) == 28, "ClothParticle::pad: offset");
#endif

void Constrain(thread float3& p, float3 q, constant type_ClothParams& ClothParams) {
    float3 delta = {};
    float len = {};
    delta = p - q;
    len = max(length(delta), 1e-6f);
    p = p - (((delta * float3((len - ClothParams.RestLength) / len)) * float3(0.5f)) * float3(ClothParams.Stiffness));
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_ClothParams& ClothParams [[buffer(0)]],
    device ClothParticle* Cloth [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint index = {};
    ClothParticle c = {};
    float3 velocity = {};
    float3 next = {};
    float3 _p = {};
    float3 _p_1 = {};
    id_1 = id;
    if ((id_1.x >= ClothParams.GridWidth) || (id_1.y >= ClothParams.GridHeight)) {
        return;
    }
    index = (id_1.y * ClothParams.GridWidth) + id_1.x;
    c = Cloth[index];
    if (c.pinned > 0.5f) {
        return;
    }
    velocity = float3(c.position) - float3(c.previous);
    next = (float3(c.position) + (velocity * float3(0.99f))) + ((float3(ClothParams.Gravity) * float3(ClothParams.TimeStep)) * float3(ClothParams.TimeStep));
    if (id_1.x > 0u) {
        uint _e70 = index;
        _p = next;
        Constrain(_p, float3(Cloth[_e70 - 1u].position), ClothParams);
        next = _p;
    }
    if (id_1.y > 0u) {
        uint _e87 = index;
        uint _e88 = ClothParams.GridWidth;
        _p_1 = next;
        Constrain(_p_1, float3(Cloth[_e87 - _e88].position), ClothParams);
        next = _p_1;
    }
    c.previous = float3(c.position);
    c.position = next;
    Cloth[index] = c;
    return;
}

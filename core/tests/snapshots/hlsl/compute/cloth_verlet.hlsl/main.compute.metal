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
    float3 _e3 = p;
    delta = _e3 - q;
    float3 _e6 = delta;
    len = max(length(_e6), 1e-6f);
    float _e12 = len;
    float _e13 = ClothParams.RestLength;
    float _e15 = len;
    float3 _e17 = delta;
    float _e26 = ClothParams.Stiffness;
    float3 _e29 = p;
    p = _e29 - (((_e17 * float3((_e12 - _e13) / _e15)) * float3(0.5f)) * float3(_e26));
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
    uint _e5 = id_1.x;
    uint _e6 = ClothParams.GridWidth;
    uint _e11 = id_1.y;
    uint _e12 = ClothParams.GridHeight;
    if ((_e5 >= _e6) || (_e11 >= _e12)) {
        return;
    }
    uint _e19 = id_1.y;
    uint _e20 = ClothParams.GridWidth;
    uint _e23 = id_1.x;
    index = (_e19 * _e20) + _e23;
    uint _e27 = index;
    ClothParticle _e29 = Cloth[_e27];
    c = _e29;
    float _e32 = c.pinned;
    if (_e32 > 0.5f) {
        return;
    }
    float3 _e37 = float3(c.position);
    float3 _e38 = float3(c.previous);
    velocity = _e37 - _e38;
    float3 _e43 = velocity;
    float3 _e47 = float3(c.position);
    float3 _e53 = float3(ClothParams.Gravity);
    float _e54 = ClothParams.TimeStep;
    float _e59 = ClothParams.TimeStep;
    next = (_e47 + (_e43 * float3(0.99f))) + ((_e53 * float3(_e54)) * float3(_e59));
    uint _e65 = id_1.x;
    if (_e65 > 0u) {
        uint _e70 = index;
        float3 _e76 = next;
        _p = _e76;
        float3 _e77 = float3(Cloth[_e70 - 1u].position);
        Constrain(_p, _e77, ClothParams);
        float3 _e78 = _p;
        next = _e78;
    }
    uint _e81 = id_1.y;
    if (_e81 > 0u) {
        uint _e87 = index;
        uint _e88 = ClothParams.GridWidth;
        float3 _e93 = next;
        _p_1 = _e93;
        float3 _e94 = float3(Cloth[_e87 - _e88].position);
        Constrain(_p_1, _e94, ClothParams);
        float3 _e95 = _p_1;
        next = _e95;
    }
    float3 _e98 = float3(c.position);
    c.previous = _e98;
    float3 _e100 = next;
    c.position = _e100;
    uint _e102 = index;
    ClothParticle _e104 = c;
    Cloth[_e102] = _e104;
    return;
}

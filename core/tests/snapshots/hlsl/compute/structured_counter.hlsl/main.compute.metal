#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    float dt;
    uint count;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, dt) == 0, "type_Params::dt: offset");
static_assert(__builtin_offsetof(type_Params, count) == 4, "type_Params::count: offset");
#endif

struct Particle {
    packed_float3 position;
    float life;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 16, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, life) == 12, "Particle::life: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_Params& Params [[buffer(0)]],
    device Particle* alive [[buffer(1)]],
    device uint* freeList [[buffer(2)]],
    device atomic_uint& alive_counter [[buffer(3)]],
    device atomic_uint& freeList_counter [[buffer(4)]]
) {
    uint3 id_1 = {};
    Particle p = {};
    uint slot = {};
    uint top = {};
    id_1 = id;
    if (id_1.x >= Params.count) {
        return;
    }
    p = alive[id_1.x];
    p.life = p.life - Params.dt;
    if (p.life > 0.0f) {
        {
            uint _e28 = atomic_fetch_add_explicit(&alive_counter, 1u, memory_order_relaxed);
            slot = _e28;
            alive[slot] = p;
        }
    } else {
        {
            uint _e37 = atomic_fetch_sub_explicit(&freeList_counter, 1u, memory_order_relaxed);
            top = _e37 - 1u;
            freeList[top] = id_1.x;
        }
    }
    return;
}

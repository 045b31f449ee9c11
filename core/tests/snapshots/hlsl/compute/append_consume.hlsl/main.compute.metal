#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 position;
    float age;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 16, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, age) == 12, "Particle::age: offset");
#endif

struct type_EmitParams {
    packed_float3 Origin;
    uint EmitCount;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_EmitParams) == 16, "type_EmitParams: size");
static_assert(__builtin_offsetof(type_EmitParams, Origin) == 0, "type_EmitParams::Origin: offset");
static_assert(__builtin_offsetof(type_EmitParams, EmitCount) == 12, "type_EmitParams::EmitCount: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device uint* DeadList [[buffer(0)]],
    device atomic_uint& DeadList_counter [[buffer(1)]],
    device Particle* Emitted [[buffer(2)]],
    device atomic_uint& Emitted_counter [[buffer(3)]],
    device Particle* Pool [[buffer(4)]],
    constant type_EmitParams& EmitParams [[buffer(5)]]
) {
    uint3 id_1 = {};
    uint slot = {};
    Particle p = {};
    id_1 = id;
    if (id_1.x >= EmitParams.EmitCount) {
        return;
    }
    uint _e12 = atomic_fetch_sub_explicit(&DeadList_counter, 1u, memory_order_relaxed);
    slot = DeadList[_e12 - 1u];
    p.position = float3(EmitParams.Origin) + float3(float(id_1.x) * 0.1f, 0.0f, 0.0f);
    p.age = 0.0f;
    Pool[slot] = p;
    Particle _e41 = p;
    uint _e44 = atomic_fetch_add_explicit(&Emitted_counter, 1u, memory_order_relaxed);
    Emitted[_e44] = _e41;
    return;
}

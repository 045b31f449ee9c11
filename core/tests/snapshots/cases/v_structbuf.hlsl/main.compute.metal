#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 pos;
    float mass;
    packed_float2 vel;
    uint id;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 28, "Particle: size");
static_assert(__builtin_offsetof(Particle, pos) == 0, "Particle::pos: offset");
static_assert(__builtin_offsetof(Particle, mass) == 12, "Particle::mass: offset");
static_assert(__builtin_offsetof(Particle, vel) == 16, "Particle::vel: offset");
static_assert(__builtin_offsetof(Particle, id) == 24, "Particle::id: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    device Particle* Particles [[buffer(0)]]
) {
    uint3 id_1 = {};
    Particle p = {};
    id_1 = id;
    p = Particles[id_1.x];
    float2 _e11 = float2(p.vel);
    p.pos = float3(p.pos) + (float3(_e11.x, _e11.y, 0.0f) * float3(p.mass));
    p.vel = -float2(p.vel);
    p.id = (p.id * 2u) + 1u;
    Particles[id_1.x] = p;
    return;
}

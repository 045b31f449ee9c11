#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_SimParams {
    float DeltaTime;
    float Drag;
    float2 Padding;
    packed_float3 Gravity;
    uint ParticleCount;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_SimParams) == 32, "type_SimParams: size");
static_assert(__builtin_offsetof(type_SimParams, DeltaTime) == 0, "type_SimParams::DeltaTime: offset");
static_assert(__builtin_offsetof(type_SimParams, Drag) == 4, "type_SimParams::Drag: offset");
static_assert(__builtin_offsetof(type_SimParams, Padding) == 8, "type_SimParams::Padding: offset");
static_assert(__builtin_offsetof(type_SimParams, Gravity) == 16, "type_SimParams::Gravity: offset");
static_assert(__builtin_offsetof(type_SimParams, ParticleCount) == 28, "type_SimParams::ParticleCount: offset");
#endif

struct Particle {
    packed_float3 position;
    float life;
    packed_float3 velocity;
    float size;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 32, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, life) == 12, "Particle::life: offset");
static_assert(__builtin_offsetof(Particle, velocity) == 16, "Particle::velocity: offset");
static_assert(__builtin_offsetof(Particle, size) == 28, "Particle::size: offset");
#endif

float3 ApplyDrag(float3 v, float drag, float dt) {
    return v * float3(saturate(1.0f - (drag * dt)));
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant type_SimParams& SimParams [[buffer(0)]],
    device Particle* Particles [[buffer(1)]]
) {
    uint3 id_1 = {};
    Particle p = {};
    id_1 = id;
    if (id_1.x >= SimParams.ParticleCount) {
        return;
    }
    p = Particles[id_1.x];
    if (p.life <= 0.0f) {
        return;
    }
    p.velocity = float3(p.velocity) + (float3(SimParams.Gravity) * float3(SimParams.DeltaTime));
    float3 _e38 = ApplyDrag(float3(p.velocity), SimParams.Drag, SimParams.DeltaTime);
    p.velocity = _e38;
    p.position = float3(p.position) + (float3(p.velocity) * float3(SimParams.DeltaTime));
    if (p.position.y < 0.0f) {
        {
            p.position.y = -p.position.y;
            p.velocity.y = p.velocity.y * (-0.5f);
        }
    }
    p.life = p.life - SimParams.DeltaTime;
    p.size = mix(0.0f, p.size, saturate(p.life));
    Particles[id_1.x] = p;
    return;
}

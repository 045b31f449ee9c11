#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Tuning {
    uchar _pad0[4];
    float gain;
    float bias_;
    uchar _pad2[20];
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Tuning) == 48, "Tuning: size");
static_assert(__builtin_offsetof(Tuning, gain) == 4, "Tuning::gain: offset");
static_assert(__builtin_offsetof(Tuning, bias_) == 8, "Tuning::bias_: offset");
static_assert(__builtin_offsetof(Tuning, tint) == 32, "Tuning::tint: offset");
#endif

struct Particle {
    float mass;
    uchar _pad1[12];
    packed_float3 velocity;
    float age;
    uchar _pad3[16];
    float2 uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 56, "Particle: size");
static_assert(__builtin_offsetof(Particle, mass) == 0, "Particle::mass: offset");
static_assert(__builtin_offsetof(Particle, velocity) == 16, "Particle::velocity: offset");
static_assert(__builtin_offsetof(Particle, age) == 28, "Particle::age: offset");
static_assert(__builtin_offsetof(Particle, uv) == 48, "Particle::uv: offset");
#endif

kernel void main0(
    uint3 i [[thread_position_in_grid]],
    constant Tuning& tuning [[buffer(0)]],
    const device Particle* particles [[buffer(1)]],
    device float* result [[buffer(2)]]
) {
    uint i_1 = {};
    Particle p = {};
    i_1 = i.x;
    p = particles[i_1];
    result[i_1] = (((((p.mass + p.velocity.y) + p.age) + p.uv.x) * tuning.gain) + tuning.bias_) + tuning.tint.w;
    return;
}

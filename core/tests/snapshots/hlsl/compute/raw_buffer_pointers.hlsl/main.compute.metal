#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Addresses {
    ulong particles;
    ulong weights;
    ulong output;
    uint count;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Addresses) == 32, "Addresses: size");
static_assert(__builtin_offsetof(Addresses, particles) == 0, "Addresses::particles: offset");
static_assert(__builtin_offsetof(Addresses, weights) == 8, "Addresses::weights: offset");
static_assert(__builtin_offsetof(Addresses, output) == 16, "Addresses::output: offset");
static_assert(__builtin_offsetof(Addresses, count) == 24, "Addresses::count: offset");
#endif

struct Particle {
    packed_float3 position;
    float mass;
    packed_float2 velocity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 24, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, mass) == 12, "Particle::mass: offset");
static_assert(__builtin_offsetof(Particle, velocity) == 16, "Particle::velocity: offset");
#endif

struct RawBuffer_float {
    float value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RawBuffer_float) == 4, "RawBuffer_float: size");
static_assert(__builtin_offsetof(RawBuffer_float, value) == 0, "RawBuffer_float::value: offset");
#endif

struct RawBuffer_float3 {
    packed_float3 value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RawBuffer_float3) == 12, "RawBuffer_float3: size");
static_assert(__builtin_offsetof(RawBuffer_float3, value) == 0, "RawBuffer_float3::value: offset");
#endif

struct RawBuffer_uint {
    uint value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(RawBuffer_uint) == 4, "RawBuffer_uint: size");
static_assert(__builtin_offsetof(RawBuffer_uint, value) == 0, "RawBuffer_uint::value: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant Addresses& pc [[buffer(0)]]
) {
    uint3 id_1 = {};
    uint i = {};
    Particle p = {};
    float w = {};
    float3 moved = {};
    uint raw = {};
    id_1 = id;
    i = id_1.x;
    if (i >= pc.count) {
        {
            return;
        }
    }
    p = (*reinterpret_cast<device Particle*>(pc.particles + ulong(i * 32u)));
    w = reinterpret_cast<device RawBuffer_float*>(pc.weights + ulong(i * 4u))->value;
    float2 _e41 = float2(p.velocity);
    moved = float3(p.position) + (float3(_e41.x, _e41.y, 0.0f) * float3(w));
    reinterpret_cast<device RawBuffer_float3*>(pc.output + ulong(i * 16u))->value = moved;
    reinterpret_cast<device RawBuffer_float*>((pc.output + ulong(i * 16u)) + 12uL)->value = p.mass * w;
    raw = reinterpret_cast<device RawBuffer_uint*>(pc.weights)->value;
    reinterpret_cast<device RawBuffer_uint*>(pc.output + ulong(pc.count * 16u))->value = raw;
    return;
}

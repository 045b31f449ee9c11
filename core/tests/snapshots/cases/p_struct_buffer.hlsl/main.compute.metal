#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 pos;
    uint id;
    float2 vel;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 24, "Particle: size");
static_assert(__builtin_offsetof(Particle, pos) == 0, "Particle::pos: offset");
static_assert(__builtin_offsetof(Particle, id) == 12, "Particle::id: offset");
static_assert(__builtin_offsetof(Particle, vel) == 16, "Particle::vel: offset");
#endif

kernel void main0(
    uint3 tid [[thread_position_in_grid]],
    const device Particle* In [[buffer(0)]],
    device Particle* Out [[buffer(1)]]
) {
    uint3 tid_1 = {};
    uint i = {};
    Particle p = {};
    tid_1 = tid;
    i = tid_1.x;
    p = In[i];
    float2 _e13 = p.vel;
    p.pos = float3(p.pos) + (float3(_e13.x, _e13.y, 1.0f) * float3(2.0f));
    p.id = (p.id * 10u) + i;
    p.vel = p.vel.yx;
    Out[3u - i] = p;
    return;
}

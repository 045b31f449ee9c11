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
    uint _e4 = tid_1.x;
    i = _e4;
    uint _e7 = i;
    Particle _e9 = In[_e7];
    p = _e9;
    float2 _e13 = p.vel;
    float3 _e21 = float3(p.pos);
    p.pos = _e21 + (float3(_e13.x, _e13.y, 1.0f) * float3(2.0f));
    uint _e26 = p.id;
    uint _e29 = i;
    p.id = (_e26 * 10u) + _e29;
    float2 _e33 = p.vel;
    p.vel = _e33.yx;
    uint _e37 = i;
    Particle _e41 = p;
    Out[3u - _e37] = _e41;
    return;
}

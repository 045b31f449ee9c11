#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 pos;
    float mass;
    float2 vel;
    uint id;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 32, "Particle: size");
static_assert(__builtin_offsetof(Particle, pos) == 0, "Particle::pos: offset");
static_assert(__builtin_offsetof(Particle, mass) == 12, "Particle::mass: offset");
static_assert(__builtin_offsetof(Particle, vel) == 16, "Particle::vel: offset");
static_assert(__builtin_offsetof(Particle, id) == 24, "Particle::id: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Particle* ps) {
    uint i = {};
    Particle p = {};
    i = gl_GlobalInvocationID.x;
    p = ps[i];
    float2 _e12 = p.vel;
    p.pos = float3(p.pos) + (float3(_e12.x, _e12.y, 0.0f) * float3(p.mass));
    p.vel = -p.vel;
    p.id = (p.id * 2u) + 1u;
    ps[i] = p;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Particle* ps [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, ps);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    float dt;
    packed_float4 tint;
    array<packed_float3, 2> basis;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 44, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, dt) == 0, "type_Params::dt: offset");
static_assert(__builtin_offsetof(type_Params, tint) == 4, "type_Params::tint: offset");
static_assert(__builtin_offsetof(type_Params, basis) == 20, "type_Params::basis: offset");
#endif

struct Particle {
    packed_float3 position;
    float mass;
    float2 velocity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 24, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, mass) == 12, "Particle::mass: offset");
static_assert(__builtin_offsetof(Particle, velocity) == 16, "Particle::velocity: offset");
#endif

struct Particles {
    uint count;
    packed_float3 origin;
    array<Particle, 4> particles;
    packed_float3 trail[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Particles, count) == 0, "Particles::count: offset");
static_assert(__builtin_offsetof(Particles, origin) == 4, "Particles::origin: offset");
static_assert(__builtin_offsetof(Particles, particles) == 16, "Particles::particles: offset");
static_assert(__builtin_offsetof(Particles, trail) == 112, "Particles::trail: offset");
#endif

struct _glsl_In {
    uint3 gl_LocalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationID_) == 0, "_glsl_In::gl_LocalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_LocalInvocationID, constant type_Params& Params, device Particles& _Particles) {
    uint i = {};
    Particle p = {};
    i = gl_LocalInvocationID.x;
    p = _Particles.particles[i];
    float2 _e19 = p.velocity * float2(Params.dt);
    p.position = float3(p.position) + (float3(_e19.x, _e19.y, Params.tint.w) + (float2x3(float3(Params.basis[0]), float3(Params.basis[1])) * float2(p.mass)));
    _Particles.particles[i] = p;
    _Particles.trail[i] = float3(p.position) - float3(_Particles.origin);
    if (i == 0u) {
        {
            _Particles.count = 4u;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_LocalInvocationID_1 [[thread_position_in_threadgroup]],
    constant type_Params& Params [[buffer(0)]],
    device Particles& _Particles [[buffer(1)]]
) {
    uint3 gl_LocalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationID_1};
    gl_LocalInvocationID = input.gl_LocalInvocationID_;
    _glsl_main(gl_LocalInvocationID, Params, _Particles);
    return;
}

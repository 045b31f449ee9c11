#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    float4 position;
    float4 velocity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 32, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, velocity) == 16, "Particle::velocity: offset");
#endif

struct type_Globals {
    float uDt;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uDt) == 0, "type_Globals::uDt: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Particle* particles, constant type_Globals& _Globals) {
    uint i = {};
    Particle p = {};
    i = gl_GlobalInvocationID.x;
    p = particles[i];
    p.velocity.y = p.velocity.y - (9.81f * _Globals.uDt);
    float3 _e29 = p.position.xyz + (p.velocity.xyz * float3(_Globals.uDt));
    p.position = float4(_e29.x, _e29.y, _e29.z, p.position.w);
    if (p.position.y < 0.0f) {
        {
            p.position.y = -p.position.y;
            p.velocity.y = (-p.velocity.y) * 0.5f;
        }
    }
    particles[i] = p;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Particle* particles [[buffer(0)]],
    constant type_Globals& _Globals [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, particles, _Globals);
    return;
}

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
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    Particle _e8 = ps[_e6];
    p = _e8;
    float2 _e12 = p.vel;
    float _e17 = p.mass;
    float3 _e20 = float3(p.pos);
    p.pos = _e20 + (float3(_e12.x, _e12.y, 0.0f) * float3(_e17));
    float2 _e24 = p.vel;
    p.vel = -_e24;
    uint _e29 = p.id;
    p.id = (_e29 * 2u) + 1u;
    uint _e34 = i;
    Particle _e36 = p;
    ps[_e34] = _e36;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Particle* ps [[buffer(0)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, ps);
    return;
}

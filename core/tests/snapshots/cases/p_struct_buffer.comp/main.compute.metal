#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 pos;
    uint id;
    float2 vel;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 32, "Particle: size");
static_assert(__builtin_offsetof(Particle, pos) == 0, "Particle::pos: offset");
static_assert(__builtin_offsetof(Particle, id) == 12, "Particle::id: offset");
static_assert(__builtin_offsetof(Particle, vel) == 16, "Particle::vel: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device Particle* In, device Particle* Out) {
    uint i = {};
    Particle p = {};
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    Particle _e8 = In[_e6];
    p = _e8;
    float2 _e12 = p.vel;
    float3 _e20 = float3(p.pos);
    p.pos = _e20 + (float3(_e12.x, _e12.y, 1.0f) * float3(2.0f));
    uint _e25 = p.id;
    uint _e27 = i;
    p.id = (_e25 * 10u) + _e27;
    float2 _e31 = p.vel;
    p.vel = _e31.yx;
    uint _e35 = i;
    Particle _e38 = p;
    Out[3u - _e35] = _e38;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device Particle* In [[buffer(0)]],
    device Particle* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

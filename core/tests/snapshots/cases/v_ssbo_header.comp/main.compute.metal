#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particles {
    uint count;
    float dt;
    uchar _pad2[8];
    float3 gravity;
    float4 pos[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Particles, count) == 0, "Particles::count: offset");
static_assert(__builtin_offsetof(Particles, dt) == 4, "Particles::dt: offset");
static_assert(__builtin_offsetof(Particles, gravity) == 16, "Particles::gravity: offset");
static_assert(__builtin_offsetof(Particles, pos) == 32, "Particles::pos: offset");
#endif

struct Stats_atomic {
    atomic_uint moved;
    float scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Stats_atomic) == 8, "Stats_atomic: size");
static_assert(__builtin_offsetof(Stats_atomic, moved) == 0, "Stats_atomic::moved: offset");
static_assert(__builtin_offsetof(Stats_atomic, scale) == 4, "Stats_atomic::scale: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Particles& particles, device Stats_atomic* _Stats) {
    uint i = {};
    i = gl_GlobalInvocationID.x;
    if (i >= particles.count) {
        return;
    }
    float3 _e38 = particles.pos[i].xyz + (particles.gravity * float3(particles.dt * _Stats[0u].scale));
    particles.pos[i] = float4(_e38.x, _e38.y, _e38.z, particles.pos[i].w);
    particles.pos[i].w = float(i);
    uint _e60 = atomic_fetch_add_explicit(&_Stats[0u].moved, 1u, memory_order_relaxed);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Particles& particles [[buffer(0)]],
    device Stats_atomic* _Stats [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, particles, _Stats);
    return;
}

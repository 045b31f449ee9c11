#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particles {
    float dt;
    uchar _pad1[12];
    uint count;
    uchar _pad2[12];
    float3 gravity;
    uchar _pad3[16];
    float4 data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Particles, dt) == 0, "Particles::dt: offset");
static_assert(__builtin_offsetof(Particles, count) == 16, "Particles::count: offset");
static_assert(__builtin_offsetof(Particles, gravity) == 32, "Particles::gravity: offset");
static_assert(__builtin_offsetof(Particles, data) == 64, "Particles::data: offset");
#endif

struct Stats_atomic {
    float total;
    uchar _pad1[12];
    atomic_uint hits;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Stats_atomic) == 20, "Stats_atomic: size");
static_assert(__builtin_offsetof(Stats_atomic, total) == 0, "Stats_atomic::total: offset");
static_assert(__builtin_offsetof(Stats_atomic, hits) == 16, "Stats_atomic::hits: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

void _glsl_main(thread uint3& gl_GlobalInvocationID, device Particles& particles, device Stats_atomic* stats) {
    uint i = {};
    float4 p = {};
    i = gl_GlobalInvocationID.x;
    if (i >= particles.count) {
        {
            return;
        }
    }
    p = particles.data[i];
    float3 _e33 = p.xyz + (particles.gravity * float3(particles.dt));
    p = float4(_e33.x, _e33.y, _e33.z, p.w);
    particles.data[i] = p;
    uint _e53 = atomic_fetch_add_explicit(&stats[0u].hits, 1u, memory_order_relaxed);
    if (i == 0u) {
        {
            stats[0u].total = p.w;
        }
    }
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    device Particles& particles [[buffer(0)]],
    device Stats_atomic* stats [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, particles, stats);
    return;
}

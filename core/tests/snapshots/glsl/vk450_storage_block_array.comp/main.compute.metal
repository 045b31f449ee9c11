#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particles {
    float4 position;
    float4 velocity[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Particles, position) == 0, "Particles::position: offset");
static_assert(__builtin_offsetof(Particles, velocity) == 16, "Particles::velocity: offset");
#endif

struct Params {
    float4 gravity;
    float dt;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Params) == 32, "Params: size");
static_assert(__builtin_offsetof(Params, gravity) == 0, "Params::gravity: offset");
static_assert(__builtin_offsetof(Params, dt) == 16, "Params::dt: offset");
#endif

struct Counters_atomic {
    atomic_uint moved;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counters_atomic) == 4, "Counters_atomic: size");
static_assert(__builtin_offsetof(Counters_atomic, moved) == 0, "Counters_atomic::moved: offset");
#endif

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
    uint3 gl_WorkGroupID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_WorkGroupID_) == 16, "_glsl_In::gl_WorkGroupID_: offset");
#endif

void integrate(uint bin, uint i, float dt, array<device Particles*, 3> bins, array<const device Params*, 2> params) {
    (*bins[bin]).velocity[i] = (*bins[bin]).velocity[i] + ((*params[bin & 1u]).gravity * float4(dt));
    return;
}

void _glsl_main(thread uint3& gl_GlobalInvocationID, thread uint3& gl_WorkGroupID, array<device Particles*, 3> bins, array<const device Params*, 2> params, device Counters_atomic* counters) {
    uint i = {};
    uint bin = {};
    i = gl_GlobalInvocationID.x;
    bin = gl_WorkGroupID.y % 3u;
    integrate(bin, i, (*params[0]).dt, bins, params);
    (*bins[bin]).position = (*bins[bin]).position + ((*bins[bin]).velocity[i] * float4((*params[1]).dt));
    uint _e51 = atomic_fetch_add_explicit(&counters[0u].moved, 1u, memory_order_relaxed);
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    uint3 gl_WorkGroupID_1 [[threadgroup_position_in_grid]],
    device Particles* bins_0 [[buffer(0)]],
    device Particles* bins_1 [[buffer(1)]],
    device Particles* bins_2 [[buffer(2)]],
    const device Params* params_0 [[buffer(3)]],
    const device Params* params_1 [[buffer(4)]],
    device Counters_atomic* counters [[buffer(5)]]
) {
    array<device Particles*, 3> bins = {bins_0, bins_1, bins_2};
    array<const device Params*, 2> params = {params_0, params_1};
    uint3 gl_GlobalInvocationID = {};
    uint3 gl_WorkGroupID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1, gl_WorkGroupID_1};
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    gl_WorkGroupID = input.gl_WorkGroupID_;
    _glsl_main(gl_GlobalInvocationID, gl_WorkGroupID, bins, params, counters);
    return;
}

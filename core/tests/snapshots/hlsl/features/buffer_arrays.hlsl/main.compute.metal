#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 position;
    float life;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 16, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, life) == 12, "Particle::life: offset");
#endif

struct particles_buffer {
    Particle data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(particles_buffer, data) == 0, "particles_buffer::data: offset");
#endif

struct raw_buffer {
    uint data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(raw_buffer, data) == 0, "raw_buffer::data: offset");
#endif

struct counters_buffer {
    atomic_uint data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(counters_buffer, data) == 0, "counters_buffer::data: offset");
#endif

struct outputs_buffer {
    atomic_uint data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(outputs_buffer, data) == 0, "outputs_buffer::data: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device particles_buffer* particles_0 [[buffer(0)]],
    const device particles_buffer* particles_1 [[buffer(1)]],
    const device particles_buffer* particles_2 [[buffer(2)]],
    const device raw_buffer* raw_0 [[buffer(3)]],
    const device raw_buffer* raw_1 [[buffer(4)]],
    device counters_buffer* counters_0 [[buffer(5)]],
    device counters_buffer* counters_1 [[buffer(6)]],
    device outputs_buffer* outputs_0 [[buffer(7)]],
    device outputs_buffer* outputs_1 [[buffer(8)]]
) {
    array<const device particles_buffer*, 3> particles = {particles_0, particles_1, particles_2};
    array<const device raw_buffer*, 2> raw = {raw_0, raw_1};
    array<device counters_buffer*, 2> counters = {counters_0, counters_1};
    array<device outputs_buffer*, 2> outputs = {outputs_0, outputs_1};
    uint3 id_1 = {};
    uint set = {};
    Particle p = {};
    uint flags = {};
    uint previous = {};
    id_1 = id;
    set = id_1.y % 3u;
    p = (*particles[set]).data[id_1.x];
    flags = (*raw[id_1.y & 1u]).data[(id_1.x * 4u) >> 2u] | (*raw[1]).data[0u >> 2u];
    atomic_fetch_add_explicit(&(*counters[set & 1u]).data[0u], 1u, memory_order_relaxed);
    atomic_store_explicit(&(*counters[1]).data[id_1.x], flags, memory_order_relaxed);
    uint _e79 = atomic_fetch_max_explicit(&(*outputs[0]).data[0u >> 2u], as_type<uint>(p.life), memory_order_relaxed);
    previous = _e79;
    uint _e83 = id_1.y;
    uint3 _e98 = as_type<uint3>(float3(p.position));
    uint _e100 = (16u + (id_1.x * 12u)) >> 2u;
    atomic_store_explicit(&(*outputs[_e83 & 1u]).data[_e100], _e98.x, memory_order_relaxed);
    atomic_store_explicit(&(*outputs[_e83 & 1u]).data[_e100 + 1u], _e98.y, memory_order_relaxed);
    atomic_store_explicit(&(*outputs[_e83 & 1u]).data[_e100 + 2u], _e98.z, memory_order_relaxed);
    return;
}

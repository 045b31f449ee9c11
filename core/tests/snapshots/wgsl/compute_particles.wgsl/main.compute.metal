#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 pos;
    float mass;
    float3 vel;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 32, "Particle: size");
static_assert(__builtin_offsetof(Particle, pos) == 0, "Particle::pos: offset");
static_assert(__builtin_offsetof(Particle, mass) == 12, "Particle::mass: offset");
static_assert(__builtin_offsetof(Particle, vel) == 16, "Particle::vel: offset");
#endif

struct Params {
    uint count;
    float dt;
    uchar _pad2[8];
    float3 gravity;
    array<float4, 2> scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Params) == 64, "Params: size");
static_assert(__builtin_offsetof(Params, count) == 0, "Params::count: offset");
static_assert(__builtin_offsetof(Params, dt) == 4, "Params::dt: offset");
static_assert(__builtin_offsetof(Params, gravity) == 16, "Params::gravity: offset");
static_assert(__builtin_offsetof(Params, scale) == 32, "Params::scale: offset");
#endif

struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
    uchar _pad2[3];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_atomic_compare_exchange_result_Uint_4_) == 8, "_atomic_compare_exchange_result_Uint_4_: size");
static_assert(__builtin_offsetof(_atomic_compare_exchange_result_Uint_4_, old_value) == 0, "_atomic_compare_exchange_result_Uint_4_::old_value: offset");
static_assert(__builtin_offsetof(_atomic_compare_exchange_result_Uint_4_, exchanged) == 4, "_atomic_compare_exchange_result_Uint_4_::exchanged: offset");
#endif

float rand(thread uint& seed) {
    seed = (seed * 1664525u) + 1013904223u;
    return float(seed) / 4294967300.0f;
}

float tile_sum(float limit, threadgroup array<float, 64>& tile) {
    float sum = 0.0f;
    uint k = 0u;
    bool loop_init = true;
    while (true) {
        if (!loop_init) {
            k = k + 1u;
        }
        loop_init = false;
        if (k < 64u) {
        } else {
            break;
        }
        {
            sum = sum + tile[k];
            if (sum > limit) {
                break;
            }
        }
    }
    return sum;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    uint li [[thread_index_in_threadgroup]],
    device Particle* particles [[buffer(0)]],
    constant Params& params [[buffer(1)]],
    device atomic_uint& counter [[buffer(2)]]
) {
    threadgroup array<float, 64> tile;
    uint seed = 7u;
    if (li == 0u) {
        tile = array<float, 64> {};
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    Particle p = {};
    float sum = {};
    uint i = id.x;
    if (i >= params.count) {
        return;
    }
    p = particles[i];
    p.vel = p.vel + (params.gravity * params.dt);
    float3 _e22 = float3(p.pos);
    float3 _e24 = p.vel;
    float _e27 = params.dt;
    float _e29 = rand(seed);
    p.pos = _e22 + (((_e24 * _e27) * _e29) * params.scale[1].x);
    tile[li] = p.mass;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    float _e43 = tile_sum(100.0f, tile);
    sum = _e43;
    switch (i % 3u) {
    case 0u:
    case 1u: {
        sum = sum * 2.0f;
        break;
    }
    default: {
        sum = sum - 1.0f;
        break;
    }
    }
    p.mass = sum;
    particles[i] = p;
    uint old = atomic_fetch_add_explicit(&counter, 1u, memory_order_relaxed);
    _atomic_compare_exchange_result_Uint_4_ r;
    {
        uint old_1 = old + 1u;
        bool exchanged;
        do {
            exchanged = atomic_compare_exchange_weak_explicit(&counter, &old_1, old + 2u, memory_order_relaxed, memory_order_relaxed);
        } while (!exchanged && old_1 == old + 1u);
        r = _atomic_compare_exchange_result_Uint_4_ {old_1, exchanged};
    }
    if (r.exchanged) {
        particles[i].mass = float(r.old_value);
        return;
    } else {
        return;
    }
}

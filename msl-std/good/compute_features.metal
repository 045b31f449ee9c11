// Compute features the writer emits: threadgroup memory and barriers,
// atomics, SIMD-group functions, switch fall-through, precise math,
// packed buffer layouts, matrices, integer functions.
#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 position;
    float mass;
    packed_float3 velocity;
    uint alive;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 32, "Particle: size");
static_assert(__builtin_offsetof(Particle, velocity) == 16, "Particle.velocity: offset");
#endif

struct Globals {
    float3x3 rotation;
    int mode;
    uint count;
    uchar pad0[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Globals) == 64, "Globals: size");
static_assert(__builtin_offsetof(Globals, mode) == 48, "Globals.mode: offset");
#endif

struct Counters {
    atomic_uint histogram[16];
    atomic_int total;
    atomic_ulong peak;
};

static float precise_ratio(float a, float b) {
#pragma clang fp reassociate(off)
#pragma clang fp contract(off)
    return precise::divide(a * b + a, b);
}

static uint classify(int mode, uint x) {
    uint r = 0u;
    switch (mode) {
    case 0:
        r += 1u;
        [[fallthrough]];
    case 1:
        r += x;
        break;
    default:
        r = reverse_bits(x) ^ popcount(x);
        break;
    }
    return r;
}

kernel void simulate(device Particle* particles [[buffer(0)]], constant Globals& globals [[buffer(1)]],
                     device Counters& counters [[buffer(2)]], device float4* out [[buffer(3)]],
                     uint3 gid [[thread_position_in_grid]], uint3 lid [[thread_position_in_threadgroup]],
                     uint tid [[thread_index_in_threadgroup]], uint lane [[thread_index_in_simdgroup]],
                     uint lanes [[threads_per_simdgroup]], uint3 groups [[threadgroups_per_grid]]) {
    threadgroup float partial[64];
    threadgroup atomic_uint group_hits;
    if (tid == 0u) {
        atomic_store_explicit(&group_hits, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);

    uint i = gid.x;
    if (i >= globals.count) {
        return;
    }
    Particle p = particles[i];
    float3 v = globals.rotation * float3(p.velocity);
    float3 pos = float3(p.position) + v * 0.016;
    particles[i].position = pos;
    particles[i].velocity = packed_float3(v);

    partial[tid] = length(v) * p.mass;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (uint stride = 32u; stride > 0u; stride >>= 1u) {
        if (tid < stride) {
            partial[tid] += partial[tid + stride];
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
    }

    uint bucket = min(uint(pos.x * 16.0), 15u);
    atomic_fetch_add_explicit(&counters.histogram[bucket], 1u, memory_order_relaxed);
    atomic_fetch_add_explicit(&group_hits, 1u, memory_order_relaxed);
    int old = atomic_fetch_max_explicit(&counters.total, int(i), memory_order_relaxed);
    atomic_max_explicit(&counters.peak, ulong(i), memory_order_relaxed);
    uint expected = 0u;
    while (!atomic_compare_exchange_weak_explicit(&counters.histogram[0], &expected, expected + 1u,
                                                  memory_order_relaxed, memory_order_relaxed)) {
    }

    float s = simd_sum(partial[0]);
    float prefix = simd_prefix_exclusive_sum(s);
    simd_vote vote = simd_ballot(pos.y > 0.0);
    uint4 ballot = uint4(uint(ulong(vote)), uint(ulong(vote) >> 32), 0u, 0u);
    float first = simd_broadcast_first(prefix);
    float across = quad_shuffle_xor(first, 1u) + simd_shuffle(first, ushort(lane ^ 1u));
    bool lead = simd_is_first();

    uint bits = as_type<uint>(s) + classify(globals.mode, i) + extract_bits(i, 2u, 3u) + ctz(i | 1u) + clz(i);
    int4 iv = int4(int3(v < float3(0.0)), 1);
    uint4 mask = uint4(isnan(float4(pos, s))) + uint4(select(float4(0.0), float4(1.0), pos.xyzz > 0.5));
    float2x2 m = float2x2(float2(1.0, 0.0), float2(0.0, 1.0)) * 2.0;
    float2 r = m * pos.xy + pos.xy * transpose(m);
    half h = half(precise_ratio(s, 3.0));
    half3 hv = half3(v) * h;
    out[i] = float4(r, float(bits) + float(ballot.x) + across, float(old + iv.x) + float(mask.w) + float(hv.y)) +
             fma(float4(groups.x), float4(lanes), float4(lead ? 1.0 : 0.0));
}

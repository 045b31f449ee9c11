#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Counters_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counters_ref) == 8, "Counters_ref: size");
static_assert(__builtin_offsetof(Counters_ref, address) == 0, "Counters_ref::address: offset");
#endif

struct Jobs_atomic {
    atomic_uint claimed;
    uchar _pad1[4];
    Counters_ref counters;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Jobs_atomic) == 16, "Jobs_atomic: size");
static_assert(__builtin_offsetof(Jobs_atomic, claimed) == 0, "Jobs_atomic::claimed: offset");
static_assert(__builtin_offsetof(Jobs_atomic, counters) == 8, "Jobs_atomic::counters: offset");
#endif

struct Config {
    Counters_ref shared_counters;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Config) == 8, "Config: size");
static_assert(__builtin_offsetof(Config, shared_counters) == 0, "Config::shared_counters: offset");
#endif

struct Counters_atomic {
    atomic_uint hits;
    atomic_uint misses;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counters_atomic) == 8, "Counters_atomic: size");
static_assert(__builtin_offsetof(Counters_atomic, hits) == 0, "Counters_atomic::hits: offset");
static_assert(__builtin_offsetof(Counters_atomic, misses) == 4, "Counters_atomic::misses: offset");
#endif

void _glsl_main(device Jobs_atomic* jobs, const device Config* config) {
    uint slot = {};
    uint _e7 = atomic_fetch_add_explicit(&jobs[0u].claimed, 1u, memory_order_relaxed);
    slot = _e7;
    if ((slot & 1u) == 0u) {
        {
            ulong _e19 = jobs[0u].counters.address;
            uint _e27 = atomic_fetch_add_explicit(&reinterpret_cast<device Counters_atomic*>(_e19)->hits, 1u, memory_order_relaxed);
        }
    } else {
        {
            ulong _e34 = config[0u].shared_counters.address;
            uint _e42 = atomic_fetch_add_explicit(&reinterpret_cast<device Counters_atomic*>(_e34)->misses, 1u, memory_order_relaxed);
        }
    }
    return;
}

kernel void main0(
    device Jobs_atomic* jobs [[buffer(0)]],
    const device Config* config [[buffer(1)]]
) {
    _glsl_main(jobs, config);
    return;
}

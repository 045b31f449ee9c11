#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Histogram_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Histogram_ref) == 8, "Histogram_ref: size");
static_assert(__builtin_offsetof(Histogram_ref, address) == 0, "Histogram_ref::address: offset");
#endif

struct Samples_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Samples_ref) == 8, "Samples_ref: size");
static_assert(__builtin_offsetof(Samples_ref, address) == 0, "Samples_ref::address: offset");
#endif

struct type_Push {
    Histogram_ref hist;
    Samples_ref samples;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 16, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, hist) == 0, "type_Push::hist: offset");
static_assert(__builtin_offsetof(type_Push, samples) == 8, "type_Push::samples: offset");
#endif

struct _glsl_In {
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 0, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

struct Samples {
    uint values[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Samples, values) == 0, "Samples::values: offset");
#endif

struct Histogram {
    uint total;
    int highest;
    uint firstHits;
    uint marker;
    array<uint, 8> bins;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Histogram) == 48, "Histogram: size");
static_assert(__builtin_offsetof(Histogram, total) == 0, "Histogram::total: offset");
static_assert(__builtin_offsetof(Histogram, highest) == 4, "Histogram::highest: offset");
static_assert(__builtin_offsetof(Histogram, firstHits) == 8, "Histogram::firstHits: offset");
static_assert(__builtin_offsetof(Histogram, marker) == 12, "Histogram::marker: offset");
static_assert(__builtin_offsetof(Histogram, bins) == 16, "Histogram::bins: offset");
#endif

struct uint_atomic_array8 {
    atomic_uint inner[8];
};

struct Histogram_atomic {
    atomic_uint total;
    atomic_int highest;
    atomic_uint firstHits;
    atomic_uint marker;
    uint_atomic_array8 bins;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Histogram_atomic) == 48, "Histogram_atomic: size");
static_assert(__builtin_offsetof(Histogram_atomic, total) == 0, "Histogram_atomic::total: offset");
static_assert(__builtin_offsetof(Histogram_atomic, highest) == 4, "Histogram_atomic::highest: offset");
static_assert(__builtin_offsetof(Histogram_atomic, firstHits) == 8, "Histogram_atomic::firstHits: offset");
static_assert(__builtin_offsetof(Histogram_atomic, marker) == 12, "Histogram_atomic::marker: offset");
static_assert(__builtin_offsetof(Histogram_atomic, bins) == 16, "Histogram_atomic::bins: offset");
#endif

void _glsl_main(thread uint& gl_LocalInvocationIndex, constant type_Push& Push) {
    uint i = {};
    uint v = {};
    i = gl_LocalInvocationIndex;
    v = reinterpret_cast<device Samples*>(Push.samples.address)->values[i];
    ulong _e17 = Push.hist.address;
    uint _e25 = atomic_fetch_add_explicit(&reinterpret_cast<device Histogram_atomic*>(_e17)->total, v, memory_order_relaxed);
    ulong _e29 = Push.hist.address;
    int _e40 = atomic_fetch_max_explicit(&reinterpret_cast<device Histogram_atomic*>(_e29)->highest, int(v >> 1u), memory_order_relaxed);
    ulong _e44 = Push.hist.address;
    uint _e50 = v & 7u;
    uint _e57 = atomic_fetch_add_explicit(&reinterpret_cast<device Histogram_atomic*>(_e44)->bins.inner[_e50], 1u, memory_order_relaxed);
    if (_e57 == 0u) {
        {
            ulong _e63 = Push.hist.address;
            uint _e75 = atomic_fetch_or_explicit(&reinterpret_cast<device Histogram_atomic*>(_e63)->firstHits, 1u << (v & 7u), memory_order_relaxed);
        }
    }
    if (i == 0u) {
        {
            reinterpret_cast<device Histogram*>(Push.hist.address)->marker = 7u;
        }
    }
    return;
}

kernel void main0(
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    constant type_Push& Push [[buffer(0)]]
) {
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationIndex_1};
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_LocalInvocationIndex, Push);
    return;
}

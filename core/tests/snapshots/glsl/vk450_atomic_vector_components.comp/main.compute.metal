#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct uint_atomic_array4 {
    atomic_uint inner[4];
};

struct int_atomic_array2 {
    atomic_int inner[2];
};

struct Stats_atomic {
    atomic_uint total;
    uchar _pad1[12];
    uint_atomic_array4 counts;
    array<int_atomic_array2, 4> bins;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Stats_atomic) == 64, "Stats_atomic: size");
static_assert(__builtin_offsetof(Stats_atomic, total) == 0, "Stats_atomic::total: offset");
static_assert(__builtin_offsetof(Stats_atomic, counts) == 16, "Stats_atomic::counts: offset");
static_assert(__builtin_offsetof(Stats_atomic, bins) == 32, "Stats_atomic::bins: offset");
#endif

struct uint_atomic_array3 {
    atomic_uint inner[3];
};

struct _glsl_In {
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 0, "_glsl_In::gl_LocalInvocationIndex_: offset");
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

void _glsl_main(thread uint& gl_LocalInvocationIndex, device Stats_atomic* stats, device uint_atomic_array3* cells) {
    uint i = {};
    uint4 seen = {};
    uint prev = {};
    uint cur = {};
    i = gl_LocalInvocationIndex;
    uint _e10 = atomic_fetch_add_explicit(&stats[0u].counts.inner[1], 1u, memory_order_relaxed);
    int _e23 = atomic_fetch_max_explicit(&stats[0u].bins[i & 3u].inner[0], int(i), memory_order_relaxed);
    uint _e35 = atomic_load_explicit(&stats[0u].counts.inner[0], memory_order_relaxed);
    uint _e36 = atomic_fetch_add_explicit(&stats[0u].total, _e35, memory_order_relaxed);
    if (i == 0u) {
        {
            uint _e47 = atomic_load_explicit(&stats[0u].counts.inner[0], memory_order_relaxed);
            uint _e49 = atomic_load_explicit(&stats[0u].counts.inner[1], memory_order_relaxed);
            uint _e51 = atomic_load_explicit(&stats[0u].counts.inner[2], memory_order_relaxed);
            uint _e53 = atomic_load_explicit(&stats[0u].counts.inner[3], memory_order_relaxed);
            seen = uint4(_e47, _e49, _e51, _e53);
            uint2 _e63 = seen.xy;
            atomic_store_explicit(&stats[0u].counts.inner[2], _e63.x, memory_order_relaxed);
            atomic_store_explicit(&stats[0u].counts.inner[3], _e63.y, memory_order_relaxed);
            int2 _e75 = int2(seen.xy);
            atomic_store_explicit(&stats[0u].bins[1].inner[0], _e75.x, memory_order_relaxed);
            atomic_store_explicit(&stats[0u].bins[1].inner[1], _e75.y, memory_order_relaxed);
        }
    }
    prev = 0u;
    while (true) {
        _atomic_compare_exchange_result_Uint_4_ _e91;
        {
            uint old = prev;
            bool exchanged;
            do {
                exchanged = atomic_compare_exchange_weak_explicit(&cells[i].inner[0], &old, prev + 1u, memory_order_relaxed, memory_order_relaxed);
            } while (!exchanged && old == prev);
            _e91 = _atomic_compare_exchange_result_Uint_4_ {old, exchanged};
        }
        uint _e92 = _e91.old_value;
        cur = _e92;
        if (!(_e92 != prev)) {
            break;
        }
        {
            prev = cur;
        }
    }
    uint _e106 = atomic_load_explicit(&cells[i].inner[1], memory_order_relaxed);
    atomic_store_explicit(&cells[i].inner[2], _e106 + 1u, memory_order_relaxed);
    return;
}

kernel void main0(
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    device Stats_atomic* stats [[buffer(0)]],
    device uint_atomic_array3* cells [[buffer(1)]]
) {
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationIndex_1};
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_LocalInvocationIndex, stats, cells);
    return;
}

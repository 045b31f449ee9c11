#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct BufferPointer_Node_t_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_Node_t_ref) == 8, "BufferPointer_Node_t_ref: size");
static_assert(__builtin_offsetof(BufferPointer_Node_t_ref, address) == 0, "BufferPointer_Node_t_ref::address: offset");
#endif

struct BufferPointer_Totals_4_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_Totals_4_ref) == 8, "BufferPointer_Totals_4_ref: size");
static_assert(__builtin_offsetof(BufferPointer_Totals_4_ref, address) == 0, "BufferPointer_Totals_4_ref::address: offset");
#endif

struct BufferPointer_BufferPointee_float_4_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_BufferPointee_float_4_ref) == 8, "BufferPointer_BufferPointee_float_4_ref: size");
static_assert(__builtin_offsetof(BufferPointer_BufferPointee_float_4_ref, address) == 0, "BufferPointer_BufferPointee_float_4_ref::address: offset");
#endif

struct Push {
    BufferPointer_Node_t_ref head;
    BufferPointer_Totals_4_ref totals;
    BufferPointer_BufferPointee_float_4_ref floats;
    uint count;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Push) == 32, "Push: size");
static_assert(__builtin_offsetof(Push, head) == 0, "Push::head: offset");
static_assert(__builtin_offsetof(Push, totals) == 8, "Push::totals: offset");
static_assert(__builtin_offsetof(Push, floats) == 16, "Push::floats: offset");
static_assert(__builtin_offsetof(Push, count) == 24, "Push::count: offset");
#endif

struct Totals {
    float sum;
    uint visited;
    uint hits;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Totals) == 12, "Totals: size");
static_assert(__builtin_offsetof(Totals, sum) == 0, "Totals::sum: offset");
static_assert(__builtin_offsetof(Totals, visited) == 4, "Totals::visited: offset");
static_assert(__builtin_offsetof(Totals, hits) == 8, "Totals::hits: offset");
#endif

struct Totals_atomic {
    float sum;
    atomic_uint visited;
    atomic_uint hits;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Totals_atomic) == 12, "Totals_atomic: size");
static_assert(__builtin_offsetof(Totals_atomic, sum) == 0, "Totals_atomic::sum: offset");
static_assert(__builtin_offsetof(Totals_atomic, visited) == 4, "Totals_atomic::visited: offset");
static_assert(__builtin_offsetof(Totals_atomic, hits) == 8, "Totals_atomic::hits: offset");
#endif

struct Node_s {
    packed_float4 value;
    BufferPointer_Node_t_ref next;
    uint tag;
    uint pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node_s) == 32, "Node_s: size");
static_assert(__builtin_offsetof(Node_s, value) == 0, "Node_s::value: offset");
static_assert(__builtin_offsetof(Node_s, next) == 16, "Node_s::next: offset");
static_assert(__builtin_offsetof(Node_s, tag) == 24, "Node_s::tag: offset");
static_assert(__builtin_offsetof(Node_s, pad) == 28, "Node_s::pad: offset");
#endif

struct BufferPointee_float {
    float value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointee_float) == 4, "BufferPointee_float: size");
static_assert(__builtin_offsetof(BufferPointee_float, value) == 0, "BufferPointee_float::value: offset");
#endif

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant Push& pc [[buffer(0)]]
) {
    uint3 id_1 = {};
    float sum = {};
    uint visited = {};
    BufferPointer_Node_t_ref node = {};
    ulong base = {};
    uint i = {};
    BufferPointer_BufferPointee_float_4_ref at = {};
    id_1 = id;
    ulong _e5 = pc.totals.address;
    atomic_fetch_add_explicit(&reinterpret_cast<device Totals_atomic*>(_e5)->hits, 1u, memory_order_relaxed);
    if (id_1.x != 0u) {
        {
            return;
        }
    }
    sum = 0.0f;
    visited = 0u;
    node = pc.head;
    while (true) {
        if (!((node.address != 0uL) && (visited < 16u))) {
            break;
        }
        {
            sum = sum + (reinterpret_cast<device Node_s*>(node.address)->value.x + reinterpret_cast<device Node_s*>(node.address)->value.w);
            visited = visited + 1u;
            node = reinterpret_cast<device Node_s*>(node.address)->next;
        }
    }
    base = pc.floats.address;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < pc.count)) {
                break;
            }
            {
                at = BufferPointer_BufferPointee_float_4_ref {base + ulong(i * 4u)};
                sum = sum + reinterpret_cast<device BufferPointee_float*>(at.address)->value;
            }
        }
    }
    reinterpret_cast<device Totals*>(pc.totals.address)->sum = sum;
    reinterpret_cast<device Totals*>(pc.totals.address)->visited = visited;
    return;
}

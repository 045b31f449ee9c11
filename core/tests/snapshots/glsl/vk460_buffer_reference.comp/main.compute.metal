#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Node_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node_ref) == 8, "Node_ref: size");
static_assert(__builtin_offsetof(Node_ref, address) == 0, "Node_ref::address: offset");
#endif

struct Results_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Results_ref) == 8, "Results_ref: size");
static_assert(__builtin_offsetof(Results_ref, address) == 0, "Results_ref::address: offset");
#endif

struct type_Push {
    Node_ref head;
    ulong values;
    Results_ref results;
    uint n;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 32, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, head) == 0, "type_Push::head: offset");
static_assert(__builtin_offsetof(type_Push, values) == 8, "type_Push::values: offset");
static_assert(__builtin_offsetof(type_Push, results) == 16, "type_Push::results: offset");
static_assert(__builtin_offsetof(type_Push, n) == 24, "type_Push::n: offset");
#endif

struct Node {
    float4 value;
    Node_ref next;
    uint tag;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node) == 32, "Node: size");
static_assert(__builtin_offsetof(Node, value) == 0, "Node::value: offset");
static_assert(__builtin_offsetof(Node, next) == 16, "Node::next: offset");
static_assert(__builtin_offsetof(Node, tag) == 24, "Node::tag: offset");
#endif

struct Floats_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Floats_ref) == 8, "Floats_ref: size");
static_assert(__builtin_offsetof(Floats_ref, address) == 0, "Floats_ref::address: offset");
#endif

struct Results {
    float sum;
    uint count;
    array<float, 4> picked;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Results) == 24, "Results: size");
static_assert(__builtin_offsetof(Results, sum) == 0, "Results::sum: offset");
static_assert(__builtin_offsetof(Results, count) == 4, "Results::count: offset");
static_assert(__builtin_offsetof(Results, picked) == 8, "Results::picked: offset");
#endif

struct Floats {
    float data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Floats, data) == 0, "Floats::data: offset");
#endif

void _glsl_main(constant type_Push& Push) {
    float sum = {};
    uint count = {};
    Node_ref node = {};
    Floats_ref floats = {};
    uint i = {};
    Floats_ref at = {};
    sum = 0.0f;
    count = 0u;
    node = Push.head;
    while (true) {
        if (!((node.address != 0uL) && (count < 16u))) {
            break;
        }
        {
            sum = sum + (reinterpret_cast<device Node*>(node.address)->value.x + reinterpret_cast<device Node*>(node.address)->value.w);
            count = count + 1u;
            node = reinterpret_cast<device Node*>(node.address)->next;
        }
    }
    floats = Floats_ref {Push.values};
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!((i < 4u) && (i < Push.n))) {
                break;
            }
            {
                at = Floats_ref {Push.values + (ulong(i) * 4uL)};
                reinterpret_cast<device Results*>(Push.results.address)->picked[i] = reinterpret_cast<device Floats*>(at.address)->data[0] + reinterpret_cast<device Floats*>(floats.address)->data[i];
            }
        }
    }
    reinterpret_cast<device Results*>(Push.results.address)->sum = sum;
    reinterpret_cast<device Results*>(Push.results.address)->count = count;
    return;
}

kernel void main0(
    constant type_Push& Push [[buffer(0)]]
) {
    _glsl_main(Push);
    return;
}

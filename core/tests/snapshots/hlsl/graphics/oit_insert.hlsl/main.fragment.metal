#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Node {
    packed_float4 color;
    float depth;
    uint next;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node) == 24, "Node: size");
static_assert(__builtin_offsetof(Node, color) == 0, "Node::color: offset");
static_assert(__builtin_offsetof(Node, depth) == 16, "Node::depth: offset");
static_assert(__builtin_offsetof(Node, next) == 20, "Node::next: offset");
#endif

struct main0_in {
    float4 color [[user(COLOR0)]];
};

[[early_fragment_tests]]
fragment void main0(
    main0_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<uint, access::read_write> head [[texture(0)]],
    device Node* nodes [[buffer(0)]],
    device atomic_uint* nodeCount [[buffer(1)]]
) {
    float4 color = stage_in.color;
    float4 pos_1 = {};
    float4 color_1 = {};
    uint idx = {};
    uint prev = {};
    Node n = {};
    pos_1 = pos;
    color_1 = color;
    uint _e11 = atomic_fetch_add_explicit(&nodeCount[0u], 1u, memory_order_relaxed);
    idx = _e11;
    uint _e18 = head.atomic_exchange(uint2(pos_1.xy), idx).x;
    prev = _e18;
    n.color = color_1;
    n.depth = pos_1.z;
    n.next = prev;
    nodes[idx] = n;
    return;
}

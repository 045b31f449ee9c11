#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Node {
    float4 color;
    float depth;
    uint next;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node) == 32, "Node: size");
static_assert(__builtin_offsetof(Node, color) == 0, "Node::color: offset");
static_assert(__builtin_offsetof(Node, depth) == 16, "Node::depth: offset");
static_assert(__builtin_offsetof(Node, next) == 20, "Node::next: offset");
#endif

struct Counter_atomic {
    atomic_uint nodeCount;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Counter_atomic) == 4, "Counter_atomic: size");
static_assert(__builtin_offsetof(Counter_atomic, nodeCount) == 0, "Counter_atomic::nodeCount: offset");
#endif

struct _glsl_In {
    float4 gl_FragCoord_;
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, color_) == 16, "_glsl_In::color_: offset");
#endif

void _glsl_main(thread float4& gl_FragCoord, texture2d<uint, access::read_write> headIndex, device Node* nodes, device Counter_atomic* _Counter, thread float4& color) {
    uint nodeIdx = {};
    uint prev = {};
    uint _e7 = atomic_fetch_add_explicit(&_Counter[0u].nodeCount, 1u, memory_order_relaxed);
    nodeIdx = _e7;
    uint _e16 = headIndex.atomic_exchange(uint2(int2(gl_FragCoord.xy)), nodeIdx).x;
    prev = _e16;
    nodes[nodeIdx].color = color;
    nodes[nodeIdx].depth = gl_FragCoord.z;
    nodes[nodeIdx].next = prev;
    return;
}

struct main0_in {
    float4 color [[user(locn0)]];
};

[[early_fragment_tests]]
fragment void main0(
    main0_in stage_in [[stage_in]],
    float4 gl_FragCoord_1 [[position]],
    texture2d<uint, access::read_write> headIndex [[texture(0)]],
    device Node* nodes [[buffer(0)]],
    device Counter_atomic* _Counter [[buffer(1)]]
) {
    float4 color_1 = stage_in.color;
    float4 gl_FragCoord = {};
    float4 color = {};
    _glsl_In input = {};
    input = _glsl_In {gl_FragCoord_1, color_1};
    gl_FragCoord = input.gl_FragCoord_;
    color = input.color_;
    _glsl_main(gl_FragCoord, headIndex, nodes, _Counter, color);
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct BufferPointer_Node_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_Node_ref) == 8, "BufferPointer_Node_ref: size");
static_assert(__builtin_offsetof(BufferPointer_Node_ref, address) == 0, "BufferPointer_Node_ref::address: offset");
#endif

struct BufferPointer_BufferPointee_float_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_BufferPointee_float_ref) == 8, "BufferPointer_BufferPointee_float_ref: size");
static_assert(__builtin_offsetof(BufferPointer_BufferPointee_float_ref, address) == 0, "BufferPointer_BufferPointee_float_ref::address: offset");
#endif

struct BufferPointer_BufferPointer_Node_8_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_BufferPointer_Node_8_ref) == 8, "BufferPointer_BufferPointer_Node_8_ref: size");
static_assert(__builtin_offsetof(BufferPointer_BufferPointer_Node_8_ref, address) == 0, "BufferPointer_BufferPointer_Node_8_ref::address: offset");
#endif

struct PushConstants {
    BufferPointer_Node_ref nodes;
    BufferPointer_BufferPointee_float_ref scale;
    BufferPointer_BufferPointer_Node_8_ref lists;
    ulong out_address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PushConstants) == 32, "PushConstants: size");
static_assert(__builtin_offsetof(PushConstants, nodes) == 0, "PushConstants::nodes: offset");
static_assert(__builtin_offsetof(PushConstants, scale) == 8, "PushConstants::scale: offset");
static_assert(__builtin_offsetof(PushConstants, lists) == 16, "PushConstants::lists: offset");
static_assert(__builtin_offsetof(PushConstants, out_address) == 24, "PushConstants::out_address: offset");
#endif

struct Node {
    packed_float3 position;
    float weight;
    uint next;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node) == 20, "Node: size");
static_assert(__builtin_offsetof(Node, position) == 0, "Node::position: offset");
static_assert(__builtin_offsetof(Node, weight) == 12, "Node::weight: offset");
static_assert(__builtin_offsetof(Node, next) == 16, "Node::next: offset");
#endif

struct BufferPointee_float {
    float value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointee_float) == 4, "BufferPointee_float: size");
static_assert(__builtin_offsetof(BufferPointee_float, value) == 0, "BufferPointee_float::value: offset");
#endif

struct BufferPointer_BufferPointee_float4_16_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_BufferPointee_float4_16_ref) == 8, "BufferPointer_BufferPointee_float4_16_ref: size");
static_assert(__builtin_offsetof(BufferPointer_BufferPointee_float4_16_ref, address) == 0, "BufferPointer_BufferPointee_float4_16_ref::address: offset");
#endif

struct BufferPointee_float4 {
    float4 value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointee_float4) == 16, "BufferPointee_float4: size");
static_assert(__builtin_offsetof(BufferPointee_float4, value) == 0, "BufferPointee_float4::value: offset");
#endif

struct BufferPointer_BufferPointee_uint_4_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_BufferPointee_uint_4_ref) == 8, "BufferPointer_BufferPointee_uint_4_ref: size");
static_assert(__builtin_offsetof(BufferPointer_BufferPointee_uint_4_ref, address) == 0, "BufferPointer_BufferPointee_uint_4_ref::address: offset");
#endif

struct BufferPointee_uint {
    uint value;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointee_uint) == 4, "BufferPointee_uint: size");
static_assert(__builtin_offsetof(BufferPointee_uint, value) == 0, "BufferPointee_uint::value: offset");
#endif

float weigh(BufferPointer_Node_ref p, constant PushConstants& pc) {
    return reinterpret_cast<device Node*>(p.address)->weight * reinterpret_cast<device BufferPointee_float*>(pc.scale.address)->value;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    constant PushConstants& pc [[buffer(0)]]
) {
    uint3 id_1 = {};
    BufferPointer_Node_ref first = {};
    float w = {};
    BufferPointer_BufferPointee_float4_16_ref out4 = {};
    BufferPointer_BufferPointee_uint_4_ref words = {};
    id_1 = id;
    first = (*reinterpret_cast<device BufferPointer_Node_ref*>(pc.lists.address));
    float _e14 = weigh(pc.nodes, pc);
    float _e16 = weigh(first, pc);
    w = _e14 + _e16;
    out4 = BufferPointer_BufferPointee_float4_16_ref {pc.out_address + ulong(id_1.x * 16u)};
    float3 _e42 = float3(reinterpret_cast<device Node*>(pc.nodes.address)->position);
    reinterpret_cast<device BufferPointee_float4*>(out4.address)->value = float4(_e42.x, _e42.y, _e42.z, w);
    words = BufferPointer_BufferPointee_uint_4_ref {pc.scale.address};
    reinterpret_cast<device BufferPointee_uint*>(words.address)->value = reinterpret_cast<device BufferPointee_uint*>(words.address)->value | (8u << 24u);
    return;
}

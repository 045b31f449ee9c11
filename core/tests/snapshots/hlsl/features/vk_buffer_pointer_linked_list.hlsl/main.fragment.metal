#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_List {
    ulong head;
    uint max_steps;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_List) == 16, "type_List: size");
static_assert(__builtin_offsetof(type_List, head) == 0, "type_List::head: offset");
static_assert(__builtin_offsetof(type_List, max_steps) == 8, "type_List::max_steps: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct BufferPointer_Node_t_16_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(BufferPointer_Node_t_16_ref) == 8, "BufferPointer_Node_t_16_ref: size");
static_assert(__builtin_offsetof(BufferPointer_Node_t_16_ref, address) == 0, "BufferPointer_Node_t_16_ref::address: offset");
#endif

struct Cursor {
    BufferPointer_Node_t_16_ref at;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Cursor) == 8, "Cursor: size");
static_assert(__builtin_offsetof(Cursor, at) == 0, "Cursor::at: offset");
#endif

struct Node {
    packed_float4 value;
    BufferPointer_Node_t_16_ref next;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node) == 24, "Node: size");
static_assert(__builtin_offsetof(Node, value) == 0, "Node::value: offset");
static_assert(__builtin_offsetof(Node, next) == 16, "Node::next: offset");
#endif

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]],
    constant type_List& List [[buffer(0)]]
) {
    float4 pos_1 = {};
    Cursor c = {};
    float4 sum = {};
    uint i = {};
    pos_1 = pos;
    c = Cursor {BufferPointer_Node_t_16_ref {BufferPointer_Node_t_16_ref {List.head}.address}};
    sum = float4(0.0f);
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < List.max_steps)) {
                break;
            }
            {
                if (c.at.address == 0uL) {
                    break;
                }
                sum = sum + float4(reinterpret_cast<device Node*>(c.at.address)->value);
                c.at = BufferPointer_Node_t_16_ref {reinterpret_cast<device Node*>(c.at.address)->next.address};
            }
        }
    }
    {
        mainOutput result = mainOutput {sum};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

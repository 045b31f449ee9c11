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

struct Node {
    int value;
    uchar _pad1[4];
    Node_ref next;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Node) == 16, "Node: size");
static_assert(__builtin_offsetof(Node, value) == 0, "Node::value: offset");
static_assert(__builtin_offsetof(Node, next) == 8, "Node::next: offset");
#endif

struct Result {
    int sum;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Result) == 4, "Result: size");
static_assert(__builtin_offsetof(Result, sum) == 0, "Result::sum: offset");
#endif

void _glsl_main(device Node* head, device Result* _Result) {
    int total = {};
    Node_ref n = {};
    int i = {};
    total = head[0u].value;
    n = head[0u].next;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 4)) {
                break;
            }
            {
                total = total + reinterpret_cast<device Node*>(n.address)->value;
                n = reinterpret_cast<device Node*>(n.address)->next;
            }
        }
    }
    _Result[0u].sum = total;
    return;
}

kernel void main0(
    device Node* head [[buffer(0)]],
    device Result* _Result [[buffer(1)]]
) {
    _glsl_main(head, _Result);
    return;
}

// A linked list in device memory through `vk::BufferPointer`: the node
// type is named by `typedef struct Node Node_t;` before `Node` is
// defined, so `Node` can hold a pointer to itself (D3D structured
// packing: `value` at 0, `next` at 16, 8-aligned; 24 bytes). `(uint64_t)p`
// is the address (0 ends the list), a pointer type made from an address
// or another pointer is a cast or a constructor, and a struct holding a
// pointer is built from one (`Cursor(p)`).
typedef struct Node Node_t;
typedef vk::BufferPointer<Node_t, 16> NodePtr;

struct Node
{
    float4 value;
    NodePtr next;
};

struct Cursor
{
    NodePtr at;
};

cbuffer List : register(b0)
{
    uint64_t head;
    uint max_steps;
};

float4 main(float4 pos : SV_Position) : SV_Target
{
    Cursor c = Cursor((NodePtr)head);
    float4 sum = 0;
    for (uint i = 0; i < max_steps; ++i)
    {
        if ((uint64_t)c.at == 0)
            break;
        sum += c.at.Get().value;
        c.at = NodePtr(c.at.Get().next);
    }
    return sum;
}

// `vk::BufferPointer<T, A>`: a typed 64-bit device address. It packs as a
// `uint64_t` (8 bytes, 8-aligned: `nodes` at 0 and `scale` at 8 share the
// first register of the push constants), `Get()` is the `T` at the
// address (D3D structured packing, as `vk::RawBufferLoad<T>` reads it),
// read or written; a non-struct `T` is the one member of a generated
// struct. A pointer is made from an address, passed to functions, stored
// in buffers (a pointer to pointers), and re-typed by
// `vk::reinterpret_pointer_cast` (never to a greater alignment).
struct Node
{
    float3 position;
    float weight;
    uint next;
};

typedef vk::BufferPointer<Node> NodePtr;
typedef vk::BufferPointer<NodePtr, 8> NodePtrPtr;

struct PushConstants
{
    NodePtr nodes;
    vk::BufferPointer<float> scale;
    NodePtrPtr lists;
    uint64_t out_address;
};

[[vk::push_constant]] PushConstants pc;

float weigh(NodePtr p)
{
    return p.Get().weight * pc.scale.Get();
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    NodePtr first = pc.lists.Get();
    float w = weigh(pc.nodes) + weigh(first);
    vk::BufferPointer<float4, 16> out4 = vk::BufferPointer<float4, 16>(pc.out_address + id.x * 16);
    out4.Get() = float4(pc.nodes.Get().position, w);
    vk::BufferPointer<uint, 4> words = vk::reinterpret_pointer_cast<uint, 4>(pc.scale);
    words.Get() = words.Get() | (uint)sizeof(NodePtr) << 24;
}

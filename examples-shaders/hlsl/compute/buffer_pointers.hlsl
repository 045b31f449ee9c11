// vk::BufferPointer: typed 64-bit device addresses (DXC's SPIR-V buffer
// pointers), each a `device T*` in Metal. A linked list declared through a
// forward typedef and walked with `Get()`, a counter every thread bumps
// atomically through a pointer, and a `float` array reached one element at
// a time by address arithmetic. The pointees have D3D structured packing;
// a pointer without an alignment is aligned as its widest scalar.
typedef struct Node_s Node_t;
typedef vk::BufferPointer<Node_t> NodePtr;

struct Node_s {
    float4 value;
    NodePtr next;
    uint tag;
    uint pad;
};

struct Totals {
    float sum;
    uint visited;
    uint hits;
};

struct Push {
    NodePtr head;
    vk::BufferPointer<Totals, 4> totals;
    vk::BufferPointer<float, 4> floats;
    uint count;
};

[[vk::push_constant]] Push pc;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    InterlockedAdd(pc.totals.Get().hits, 1u);
    if (id.x != 0) {
        return;
    }
    float sum = 0.0;
    uint visited = 0;
    NodePtr node = pc.head;
    while ((uint64_t)node != 0 && visited < 16) {
        sum += node.Get().value.x + node.Get().value.w;
        visited += 1;
        node = node.Get().next;
    }
    uint64_t base = (uint64_t)pc.floats;
    for (uint i = 0; i < pc.count; ++i) {
        vk::BufferPointer<float, 4> at = vk::BufferPointer<float, 4>(base + i * 4);
        sum += at.Get();
    }
    pc.totals.Get().sum = sum;
    pc.totals.Get().visited = visited;
}

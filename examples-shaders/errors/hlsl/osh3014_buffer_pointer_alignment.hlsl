// `vk::static_pointer_cast` may keep or lower a pointer's alignment, never
// raise it (DXC: "Vulkan buffer pointer cannot be cast to greater
// alignment"): a pointer aligned to 4 bytes does not promise 16.
struct Data {
    float4 v;
};

struct Push {
    vk::BufferPointer<Data, 4> data;
};

[[vk::push_constant]] Push pc;

RWStructuredBuffer<float4> o;

[numthreads(1, 1, 1)]
void main() {
    vk::BufferPointer<Data, 16> wide = vk::static_pointer_cast<Data, 16>(pc.data);
    o[0] = wide.Get().v;
}

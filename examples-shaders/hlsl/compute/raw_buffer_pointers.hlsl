// Raw GPU addresses (DXC's `vk::RawBufferLoad`/`vk::RawBufferStore`): the
// push constants carry the 64-bit addresses of the input and output arrays.
struct Particle {
    float3 position; // D3D packing: 12 bytes, `mass` at 12
    float mass;
    float2 velocity;
};

struct Addresses {
    uint64_t particles;
    uint64_t weights;
    uint64_t output;
    uint count;
};

[[vk::push_constant]] Addresses pc;

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i >= pc.count) {
        return;
    }
    // Struct elements 32 bytes apart; a float3 at 4-byte alignment.
    Particle p = vk::RawBufferLoad<Particle>(pc.particles + i * 32);
    float w = vk::RawBufferLoad<float>(pc.weights + i * 4, 4);
    float3 moved = p.position + float3(p.velocity, 0.0) * w;
    vk::RawBufferStore<float3>(pc.output + i * 16, moved);
    vk::RawBufferStore<float>(pc.output + i * 16 + 12, p.mass * w);
    uint raw = vk::RawBufferLoad(pc.weights);
    vk::RawBufferStore<uint>(pc.output + pc.count * 16, raw, 4);
}

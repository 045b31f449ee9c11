// Arrays of structured and byte-address buffers: Metal binds no array of
// buffers to a function, so each element is a buffer of its own at
// consecutive indices (each one struct holding the buffer's array), gathered
// into an array of pointers at the top of the entry function, which any
// index (constant or not) selects from. Registers run on from the declared
// one, one per element, as D3D counts them.
struct Particle {
    float3 position;
    float life;
};

StructuredBuffer<Particle> particles[3] : register(t0);
ByteAddressBuffer raw[2] : register(t3);
RWStructuredBuffer<uint> counters[2] : register(u0);
RWByteAddressBuffer outputs[2] : register(u2);
AppendStructuredBuffer<Particle> unusedQueues[2] : register(u4); // declared only

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint set = id.y % 3;
    Particle p = particles[set][id.x];
    uint flags = raw[id.y & 1].Load(id.x * 4) | raw[1].Load(0);
    InterlockedAdd(counters[set & 1][0], 1);
    counters[1][id.x] = flags;
    uint previous;
    outputs[0].InterlockedMax(0, asuint(p.life), previous);
    outputs[id.y & 1].Store3(16 + id.x * 12, asuint(p.position));
}

// Stream compaction into RWStructuredBuffers with hidden counters, D3D12
// style: a root signature written as adjacent string literals in a macro,
// IncrementCounter to allocate a slot, DecrementCounter to free one.
#define RootSig \
    "RootFlags(0), " \
    "CBV(b0), " \
    "DescriptorTable(UAV(u0, numDescriptors = 2))"

struct Particle
{
    float3 position;
    float life;
};

cbuffer Params : register(b0)
{
    float dt;
    uint count;
};

RWStructuredBuffer<Particle> alive : register(u0);
RWStructuredBuffer<uint> freeList : register(u1);

[RootSignature(RootSig)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= count)
        return;
    Particle p = alive[id.x];
    p.life -= dt;
    if (p.life > 0.0)
    {
        uint slot = alive.IncrementCounter();
        alive[slot] = p;
    }
    else
    {
        uint top = freeList.DecrementCounter();
        freeList[top] = id.x;
    }
}

// Particle emission and recycling with Append/Consume buffers (each has a
// hidden counter buffer in Metal).
struct Particle
{
    float3 position;
    float age;
};

ConsumeStructuredBuffer<uint> DeadList : register(u0);
AppendStructuredBuffer<Particle> Emitted : register(u1);
RWStructuredBuffer<Particle> Pool : register(u2);

cbuffer EmitParams : register(b0)
{
    float3 Origin;
    uint EmitCount;
};

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= EmitCount)
        return;
    uint slot = DeadList.Consume();
    Particle p;
    p.position = Origin + float3(id.x * 0.1, 0, 0);
    p.age = 0;
    Pool[slot] = p;
    Emitted.Append(p);
}

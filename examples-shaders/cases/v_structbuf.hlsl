// A read-write structured buffer of structs, D3D structured packing
// (4-byte alignment: float3 is 12 bytes, the stride is 28). Each thread
// loads its particle, updates every member and stores it back whole.
struct Particle
{
    float3 pos;   // 0
    float mass;   // 12
    float2 vel;   // 16
    uint id;      // 24
};

RWStructuredBuffer<Particle> Particles : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Particle p = Particles[id.x];
    p.pos += float3(p.vel, 0.0) * p.mass;
    p.vel = -p.vel;
    p.id = p.id * 2 + 1;
    Particles[id.x] = p;
}

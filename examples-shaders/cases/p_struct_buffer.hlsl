// A structured buffer of structs read and written member by member.
struct Particle {
    float3 pos;
    uint id;
    float2 vel;
};
StructuredBuffer<Particle> In : register(t0);
RWStructuredBuffer<Particle> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint i = tid.x;
    Particle p = In[i];
    p.pos += float3(p.vel, 1.0f) * 2.0f;
    p.id = p.id * 10 + i;
    p.vel = p.vel.yx;
    Out[3 - i] = p;
}

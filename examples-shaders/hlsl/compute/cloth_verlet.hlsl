// Verlet integration of cloth particles with a distance constraint to the
// left and upper neighbours, pinned top row.
struct ClothParticle
{
    float3 position;
    float pinned;
    float3 previous;
    float pad;
};

cbuffer ClothParams : register(b0)
{
    uint GridWidth;
    uint GridHeight;
    float RestLength;
    float TimeStep;
    float3 Gravity;
    float Stiffness;
};

RWStructuredBuffer<ClothParticle> Cloth : register(u0);

void Constrain(inout float3 p, float3 q)
{
    float3 delta = p - q;
    float len = max(length(delta), 1e-6);
    p -= delta * ((len - RestLength) / len) * 0.5 * Stiffness;
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= GridWidth || id.y >= GridHeight)
        return;
    uint index = id.y * GridWidth + id.x;
    ClothParticle c = Cloth[index];
    if (c.pinned > 0.5)
        return;
    float3 velocity = c.position - c.previous;
    float3 next = c.position + velocity * 0.99 + Gravity * TimeStep * TimeStep;
    if (id.x > 0)
        Constrain(next, Cloth[index - 1].position);
    if (id.y > 0)
        Constrain(next, Cloth[index - GridWidth].position);
    c.previous = c.position;
    c.position = next;
    Cloth[index] = c;
}

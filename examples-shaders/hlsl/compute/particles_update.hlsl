// Particle simulation step: gravity, drag, floor bounce, lifetime.
struct Particle
{
    float3 position;
    float life;
    float3 velocity;
    float size;
};

cbuffer SimParams : register(b0)
{
    float DeltaTime;
    float Drag;
    float2 Padding;
    float3 Gravity;
    uint ParticleCount;
};

RWStructuredBuffer<Particle> Particles : register(u0);

float3 ApplyDrag(float3 v, float drag, float dt)
{
    return v * saturate(1.0 - drag * dt);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= ParticleCount)
        return;
    Particle p = Particles[id.x];
    if (p.life <= 0.0)
        return;
    p.velocity += Gravity * DeltaTime;
    p.velocity = ApplyDrag(p.velocity, Drag, DeltaTime);
    p.position += p.velocity * DeltaTime;
    if (p.position.y < 0.0)
    {
        p.position.y = -p.position.y;
        p.velocity.y *= -0.5;
    }
    p.life -= DeltaTime;
    p.size = lerp(0.0, p.size, saturate(p.life));
    Particles[id.x] = p;
}

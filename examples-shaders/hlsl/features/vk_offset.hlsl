// [[vk::offset(N)]] places a buffer member at byte N, as DXC does for
// Vulkan; the members after it follow the buffer's rules from there.
struct Particle {
    float mass;
    [[vk::offset(16)]] float3 velocity;  // 16, not 4
    float age;                           // 28: packs after velocity
    [[vk::offset(48)]] float2 uv;        // 48
};

struct Tuning {
    [[vk::offset(4)]] float gain;        // 4
    float bias;                          // 8
    [[vk::offset(32)]] float4 tint;      // 32
};

ConstantBuffer<Tuning> tuning : register(b0);
StructuredBuffer<Particle> particles : register(t0);
RWStructuredBuffer<float> result : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    Particle p = particles[i];
    result[i] = (p.mass + p.velocity.y + p.age + p.uv.x) * tuning.gain + tuning.bias + tuning.tint.w;
}

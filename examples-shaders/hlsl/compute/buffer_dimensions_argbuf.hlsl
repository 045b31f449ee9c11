// GetDimensions under the argument-buffers model: the buffers are members of
// the argument buffer of space 0, and the buffer of their byte sizes takes
// the first free index after it (reflection's `bufferSizes`).
struct Particle { float3 position; float mass; float2 velocity; };
StructuredBuffer<Particle> particles : register(t0);
ByteAddressBuffer raw : register(t1);
RWStructuredBuffer<float> output : register(u0);

float total_mass()
{
    uint count, stride;
    particles.GetDimensions(count, stride);
    float m = 0;
    for (uint i = 0; i < count; ++i)
        m += particles[i].mass;
    return m;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint outCount, outStride;
    output.GetDimensions(outCount, outStride);
    uint bytes;
    raw.GetDimensions(bytes);
    if (id.x >= outCount)
        return;
    float scale = asfloat(raw.Load((id.x * 4) % bytes));
    output[id.x] = total_mass() * scale;
}

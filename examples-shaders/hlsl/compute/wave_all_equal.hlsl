// `WaveActiveAllEqual` is per component: whether every active lane holds
// the first active lane's value, each component compared with its
// broadcast and the comparisons reduced with `all` (a `bool` travels as a
// `uint`).
StructuredBuffer<float3> Normals : register(t0);
RWStructuredBuffer<uint> Flags : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool3 sameNormal = WaveActiveAllEqual(Normals[id.x]);
    bool sameRow = WaveActiveAllEqual(id.x / 8);
    bool sameSign = WaveActiveAllEqual(Normals[id.x].x < 0.0);
    Flags[id.x] = (all(sameNormal) ? 1u : 0u) | (sameRow ? 2u : 0u) | (sameSign ? 4u : 0u);
}

// Per-instance bounding-sphere frustum culling; visible instances are
// compacted into an index list with an atomic counter.
struct Instance
{
    float4 sphere; // xyz center, w radius
    uint meshId;
    uint3 pad;
};

cbuffer CullConstants : register(b0)
{
    float4 Planes[6];
    uint InstanceCount;
};

StructuredBuffer<Instance> Instances : register(t0);
RWStructuredBuffer<uint> VisibleIndices : register(u0);
RWByteAddressBuffer VisibleCount : register(u1);

bool SphereVisible(float4 sphere)
{
    [unroll]
    for (int i = 0; i < 6; i++)
    {
        if (dot(Planes[i].xyz, sphere.xyz) + Planes[i].w < -sphere.w)
            return false;
    }
    return true;
}

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint index = dtid.x;
    if (index >= InstanceCount)
        return;
    if (SphereVisible(Instances[index].sphere))
    {
        uint slot;
        VisibleCount.InterlockedAdd(0, 1, slot);
        VisibleIndices[slot] = index;
    }
}

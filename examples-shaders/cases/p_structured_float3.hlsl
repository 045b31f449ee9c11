// StructuredBuffer<float3>: elements 12 bytes apart, as D3D packs them.
StructuredBuffer<float3> In : register(t0);
RWStructuredBuffer<float3> Out : register(u0);

[numthreads(5, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float3 v = In[i];
    Out[i] = v.zxy * float3(1.0f, 2.0f, 3.0f) + (float)i;
}

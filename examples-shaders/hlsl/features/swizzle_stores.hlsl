// Stores through matrix swizzles (`m._12_23`, `m._m00`) and through a
// swizzle of a swizzle (`w.wzx.yx` writes w.z and w.w).
StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3x3 m = (float3x3)0;
    float2 v = In[id.x].xy;
    m._12_23 = v;
    m._m00 = 5;
    float4 w = In[id.x + 64];
    w.wzx.yx = v;
    Out[id.x] = float4(m._11_12_13, m._23) + w;
}

// Selection: ?:, per-component select, any/all, and bool vectors converted to uint (1 per true lane).
StructuredBuffer<int4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    int4 v = In[i];
    bool4 neg = v < 0;
    Out[i * 3 + 0] = (uint4)neg;
    Out[i * 3 + 1] = asuint(select(neg, -v, v * 2));
    uint flags = (any(neg) ? 1u : 0u) | (all(v != 0) ? 2u : 0u) | (v.x > v.w ? 4u : 0u);
    Out[i * 3 + 2] = uint4(flags, (uint)(v.y == v.z), asuint(max(v.x, v.y)), asuint(min(v.z, v.w)));
}

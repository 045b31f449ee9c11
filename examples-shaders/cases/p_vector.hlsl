// Vector arithmetic: dot, cross, component-wise ops, swizzled reads and writes.
StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float4 a = In[i];
    float4 b = In[(i + 1) % 4];
    float4 r;
    r.x = dot(a, b);
    r.yzw = cross(a.xyz, b.zxy);
    Out[i * 3 + 0] = r;
    Out[i * 3 + 1] = a.wzyx * b.xxyy + float4(1.0f, 2.0f, 3.0f, 4.0f);
    float4 c = a;
    c.zx = b.yw;
    Out[i * 3 + 2] = c - a.yyyy;
}

// The intrinsics with `out` parameters (modf, frexp, sincos) on scalars and
// vectors, and Direct3D 9's lit and D3DCOLORtoUBYTE4: each is written out
// in naga IR. Expectations are worked out by hand in the case file. (`dst`
// is left out: the reference compiler, Slang, crashes on it; its snapshot
// is in hlsl/features/legacy_intrinsics.hlsl.)
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

void put4(uint k, float4 v)
{
    Out[k] = v.x;
    Out[k + 1] = v.y;
    Out[k + 2] = v.z;
    Out[k + 3] = v.w;
}

[numthreads(1, 1, 1)]
void main()
{
    float ip;
    float2 ip2;
    Out[0] = modf(In[0], ip);
    Out[1] = ip;
    float2 fr = modf(float2(In[1], In[0]), ip2);
    put4(2, float4(fr, ip2));
    // The exponent as an `int` (Slang's frexp takes `out int`; DXC's takes
    // the argument's float type: ferrometal converts to the argument's).
    int e;
    int2 e2;
    Out[6] = frexp(In[2], e);
    Out[7] = e;
    float2 m2 = frexp(float2(In[3], In[2]), e2);
    put4(8, float4(m2, (float2)e2));
    float s, c;
    sincos(In[4], s, c);
    Out[12] = s;
    Out[13] = c;
    put4(14, lit(In[5], In[6], In[7]));
    put4(18, lit(-In[5], In[6], In[7]));
    put4(22, lit(In[5], -In[6], In[7]));
    put4(26, (float4)D3DCOLORtoUBYTE4(float4(1.0, In[5], In[4], In[6])));
}

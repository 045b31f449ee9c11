// Integer and bool matrices, which Metal lacks: in MSL they are arrays of
// their rows, and HLSL's operations on them are written out row by row
// (component-wise arithmetic, shifts, comparisons, casts to and from float
// matrices, transpose, mul, any/all, indexing, swizzles, parameters).
// Every expectation in the case file is worked out by hand in its comments.
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u0);

void put3(inout uint k, int3 v)
{
    Out[k] = v.x;
    Out[k + 1] = v.y;
    Out[k + 2] = v.z;
    k += 3;
}

void put23(inout uint k, int2x3 m)
{
    put3(k, m[0]);
    put3(k, m[1]);
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int2x3 a = int2x3(In[0], In[1], In[2], In[3], In[4], In[5]);
    int3x2 b = { In[6], In[7], In[8], In[9], In[10], In[11] };
    int2x3 t = transpose(b);
    uint k = 0;
    put23(k, a + t);
    put23(k, a * t);
    int2x2 m = mul(a, b);
    Out[k] = m[0][0];
    Out[k + 1] = m._m01;
    Out[k + 2] = m[1].x;
    Out[k + 3] = m._22;
    k += 4;
    put3(k, mul(int2(1, -2), a));
    int2 mv = mul(a, int3(1, 0, -1));
    Out[k] = mv.x;
    Out[k + 1] = mv.y;
    k += 2;
    uint2x3 u = (uint2x3)a << 2u;
    put23(k, (int2x3)u);
    bool2x3 lt = t < a;
    put23(k, (int2x3)lt);
    put23(k, -a);
    a[1][2] = 9;
    a._m01 = 7;
    a += 1;
    float2x3 half_a = a * 0.5;
    put23(k, (int2x3)half_a);
    Out[k] = any(lt) ? 1 : 0;
    Out[k + 1] = all(lt) ? 1 : 0;
    k += 2;
    put3(k, a[id.x + 1]);
}

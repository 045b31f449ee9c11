// Helpers: out and inout parameters, early return, a struct returned by value.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

struct Pair { float lo; float hi; };

Pair order(float a, float b)
{
    Pair p;
    if (a < b) {
        p.lo = a;
        p.hi = b;
        return p;
    }
    p.lo = b;
    p.hi = a;
    return p;
}

void split(float x, out float whole, out float part)
{
    whole = floor(x);
    part = x - whole;
}

void accumulate(inout float sum, float x, float weight)
{
    sum += x * weight;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float a = In[i];
    float b = In[7 - i];
    Pair p = order(a, b);
    float w, f;
    split(a, w, f);
    float s = 1.0f;
    accumulate(s, a, 2.0f);
    accumulate(s, b, -0.5f);
    Out[i * 5 + 0] = p.lo;
    Out[i * 5 + 1] = p.hi;
    Out[i * 5 + 2] = w;
    Out[i * 5 + 3] = f;
    Out[i * 5 + 4] = s;
}

// Nested structs, a fixed array member and per-element structs in a structured buffer.
struct Inner { float2 ab; uint tag; };
struct Item { Inner inner; float vals[3]; int k; };
StructuredBuffer<Item> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(3, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Item it = In[id.x];
    float s = it.vals[0] + it.vals[1] * 2.0f + it.vals[2] * 3.0f;
    Out[id.x * 3 + 0] = it.inner.ab.x * it.inner.ab.y + s;
    Out[id.x * 3 + 1] = (float)it.inner.tag - (float)it.k;
    Out[id.x * 3 + 2] = it.vals[it.inner.tag % 3];
}

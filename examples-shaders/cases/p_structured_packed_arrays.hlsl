// D3D's structured buffers pack tightly (4-byte alignment): an array of
// float2 or float4 may start at any 4-byte offset, where MSL's vectors
// cannot, so the translation stores such arrays as packed vectors.
struct Item
{
    float a;       // 0
    float2 b[2];   // 4
    float c;       // 20
    float4 d[2];   // 24; the element is 56 bytes
};
StructuredBuffer<Item> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(2, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Item it = In[i];
    float2 b1 = In[i].b[1];
    Out[i * 6 + 0] = it.a;
    Out[i * 6 + 1] = it.b[0].y;
    Out[i * 6 + 2] = b1.x;
    Out[i * 6 + 3] = it.c;
    Out[i * 6 + 4] = it.d[0].z;
    Out[i * 6 + 5] = In[i].d[1].w;
}

// Matrices in structured buffers (4-byte packing, no padding): a float2x2 at an
// offset that is not 8-aligned, float3x2 in both storage orders (lines of 12 and
// 8 bytes), a float3x3 of 12-byte lines. The struct is loaded whole, changed in a
// local (whole matrix, line, element) and stored whole; single lines and elements
// are also written in place, in both storage orders (a row of a column_major
// matrix is one component of each stored line).
struct Item {
    float s;                // 0
    float2x2 a;             // 4
    float3x2 b;             // 20: column_major, two lines of 3
    row_major float3x2 c;   // 44: three lines of 2
    float3x3 d;             // 68: 36 bytes
};                          // 104

StructuredBuffer<Item> In : register(t0);
RWStructuredBuffer<Item> Res : register(u0);
RWStructuredBuffer<float4> Out : register(u1);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Item it = In[i];
    it.b = it.b * 2.0f;
    it.c[i] = float2(10.0f, 20.0f);
    it.c[0][1] = 7.0f;
    it.a[0][1] = 6.0f;
    it.d[i] += float3(1.0f, 1.0f, 1.0f);
    it.d = transpose(it.d);
    Res[i] = it;
    Item o = In[1 - i];
    o.s = o.s + 100.0f;
    Res[i + 2] = o;
    Res[i + 2].c[2] = float2(-1.0f, -2.0f);
    Res[i + 2].c[1][i] = 5.0f;
    Res[i + 2].b = float3x2(8.0f, 9.0f, 10.0f, 11.0f, 12.0f, 13.0f);
    Res[i + 2].b[2] = float2(-1.0f, -2.0f);
    Res[i + 2].d[i] = float3(8.0f, 9.0f, 10.0f);
    Res[i + 2].d[2].y = 4.0f;
    Res[i + 2].a[1 - i].x = 3.0f;
    Out[i * 3 + 0] = float4(mul(In[i].b, float2(1.0f, -1.0f)), In[i].a[1][i]);
    Out[i * 3 + 1] = float4(mul(float3(1.0f, 2.0f, 3.0f), In[i].c), determinant(In[i].d), In[i].s);
    Out[i * 3 + 2] = float4(mul(In[i].a, In[1 - i].a)[1], In[i].c[2]);
}

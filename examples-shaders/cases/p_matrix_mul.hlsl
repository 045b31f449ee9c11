// Matrix products in both orders, a non-square matrix, row_major and column_major storage.
struct Mats {
    float4x4 m;
    row_major float4x4 r;
    float3x2 n;
};
StructuredBuffer<Mats> In : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Mats s = In[0];
    float4 v = float4(1.0f, -2.0f, 3.0f, 0.5f);
    Out[0] = mul(s.m, v);
    Out[1] = mul(v, s.m);
    Out[2] = mul(s.r, v);
    float4x4 p = mul(s.m, s.r);
    Out[3] = p[1];
    Out[4] = transpose(s.m)[2];
    float2 u = mul(float3(1.0f, 2.0f, 3.0f), s.n);
    float3 t = mul(s.n, float2(-1.0f, 4.0f));
    Out[5] = float4(u, t.x, t.y + t.z);
    Out[6] = s.m[3];
}

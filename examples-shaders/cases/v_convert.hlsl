// Conversions and booleans: float to int truncates toward zero, int to
// float rounds to nearest even, a comparison converted to uint is 1 (not
// all ones), any/all, and select-style ?: on vectors via a bool vector.
StructuredBuffer<float4> F : register(t0);
RWStructuredBuffer<int> I : register(u0);
RWStructuredBuffer<uint> U : register(u1);
RWStructuredBuffer<float> G : register(u2);

[numthreads(1, 1, 1)]
void main()
{
    float4 f = F[0];
    int4 t = (int4)f;
    I[0] = t.x;
    I[1] = t.y;
    I[2] = t.z;
    I[3] = t.w;

    uint4 lt = (uint4)(f < float4(0.0, 0.0, 0.0, 0.0));
    U[0] = lt.x;
    U[1] = lt.y;
    U[2] = lt.z;
    U[3] = lt.w;
    U[4] = any(f > float4(3.0, 3.0, 3.0, 3.0)) ? 1u : 0u;
    U[5] = all(f != float4(0.0, 0.0, 0.0, 0.0)) ? 1u : 0u;
    U[6] = (uint)(f.z * 2.0);

    G[0] = (float)16777217;
    G[1] = (float)(-7) / 2.0;
    G[2] = (float)(uint)4294967295u;
}

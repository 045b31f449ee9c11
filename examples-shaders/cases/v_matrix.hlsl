// Matrices in a cbuffer: A is float3x3 in HLSL's default column_major
// storage (three column lines 16 bytes apart), B is row_major float2x3
// (two row lines). mul(M, v) treats v as a column, mul(v, M) as a row;
// M[i][j] is row i, column j whatever the storage.
cbuffer Mats : register(b0)
{
    float3x3 A;            // 0, size 44
    row_major float2x3 B;  // 48, size 28
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float3 v = float3(1.0, 2.0, 3.0);
    float3 a = mul(A, v);
    float3 b = mul(v, A);
    float2 c = mul(B, v);
    float3 d = mul(float2(1.0, -1.0), B);
    Out[0] = a.x;
    Out[1] = a.y;
    Out[2] = a.z;
    Out[3] = b.x;
    Out[4] = b.y;
    Out[5] = b.z;
    Out[6] = c.x;
    Out[7] = c.y;
    Out[8] = d.x;
    Out[9] = d.y;
    Out[10] = d.z;
    Out[11] = A[1][2];
    Out[12] = B[1][1];
    Out[13] = A[2].x;
}

// `#pragma pack_matrix` sets the storage order of the matrices declared after
// it, until the next one; `row_major`/`column_major` on a declaration win.
cbuffer Before : register(b0)
{
    float2x3 A;                 // column_major (the default): three lines of 2
};
#pragma pack_matrix(row_major)
cbuffer After : register(b1)
{
    float2x3 B;                 // row_major: two lines of 3
    column_major float2x3 C;    // column_major despite the pragma
};
struct Item
{
    float3x2 m;                 // row_major: three lines of 2 (24 bytes)
    float k;
};
StructuredBuffer<Item> Items : register(t0);
#pragma pack_matrix(column_major)
cbuffer Again : register(b2)
{
    float2x3 D;                 // column_major again
};
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float3 v = float3(1.0f, 10.0f, 100.0f);
    Out[0] = float4(mul(A, v), A[0][1], A[1][2]);
    Out[1] = float4(mul(B, v), B[0][1], B[1][2]);
    Out[2] = float4(mul(C, v), C[0][1], C[1][2]);
    Out[3] = float4(mul(D, v), D[0][1], D[1][2]);
    Item it = Items[1];
    Out[4] = float4(mul(float3(1.0f, 2.0f, 3.0f), it.m), it.m[2][1], it.k);
}

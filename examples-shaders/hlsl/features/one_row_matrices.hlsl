// Matrices with one row or one column, and one-component vectors, are a
// vector or a scalar in Metal. Their elements are still reached with
// matrix swizzles (`_m02`, `_12`), row indexing (`m[0]`, `m[i][1]`),
// vector indexing (`v1[0]`) and initializer lists (`{m11}`), as in DXC.
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float1x3 row = float1x3(1, 2, 3);
    float3x1 column = float3x1(4, 5, 6);
    float1x1 one = 7;
    float1 v1 = 8;
    uint i = id.x;

    row._12 = row._m02;          // row = (1, 3, 3)
    column[2] = column._21;      // column = (4, 5, 5)
    row[0][i] = one._m00;        // component i of the row becomes 7
    float1x1 copy = {one};
    float2 pair = row._11_13 + v1[0];
    Out[0] = float4(row[0], copy);
    Out[1] = float4(column._11_21_31, v1[0]);
    Out[2] = float4(pair, row[i][1], column[i]);
}

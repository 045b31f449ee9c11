// The packing of a structured buffer's matrix elements, as DXC reads it:
// `row_major` in the template argument stores rows, `column_major` (the
// default) columns, and `#pragma pack_matrix` sets the default. Each element
// is six floats, tightly packed.
StructuredBuffer<row_major float2x3> Rows : register(t0);
StructuredBuffer<column_major float2x3> Cols : register(t1);
StructuredBuffer<float2x3> Plain : register(t2);
#pragma pack_matrix(row_major)
StructuredBuffer<float2x3> Pragma : register(t3);
#pragma pack_matrix(column_major)
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float3 v = float3(1, 10, 100);
    Out[0] = float4(mul(Rows[0], v), Rows[0][1][2], Rows[0]._m01);
    Out[1] = float4(mul(Cols[0], v), Cols[0][1][2], Cols[0]._m01);
    Out[2] = float4(mul(Plain[0], v), Plain[0][1][0], Plain[0]._m02);
    row_major float2x3 copy = Rows[0];
    Out[3] = float4(copy[0] + copy[1], copy._m10);
    Out[4] = float4(mul(Pragma[0], v), Pragma[0][1][0], Pragma[0]._m02);
}

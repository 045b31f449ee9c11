// Matrix storage orders: row_major and column_major members, and mul in
// both argument orders.
cbuffer Transforms : register(b0)
{
    row_major float4x4 RowMajorM;
    column_major float4x4 ColumnMajorM;
    float4x4 DefaultM;
    float3x3 NormalM;
    row_major float3x4 Affine;
};

RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float4 v = float4(1, 2, 3, 4);
    Out[0] = mul(RowMajorM, v);
    Out[1] = mul(v, ColumnMajorM);
    Out[2] = mul(DefaultM, v) + DefaultM[1] + float4(DefaultM._m00, DefaultM._12_21, DefaultM._44);
    Out[3] = float4(mul(NormalM, v.xyz), determinant(NormalM));
    Out[4] = float4(mul(Affine, v), transpose(Affine)[0].x);
    float4x4 product = mul(RowMajorM, ColumnMajorM);
    Out[5] = product[2];
}

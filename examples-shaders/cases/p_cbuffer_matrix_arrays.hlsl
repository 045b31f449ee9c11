// Constant-buffer arrays of matrices followed by a member D3D packs into the
// last element's last line (the array-tail trap with matrix elements): the last
// element is kept apart and a dynamic index selects between the two.
cbuffer Params : register(b0)
{
    float2x2 arr[2];          // 0: elements 32 apart, 24 bytes each
    float2 x;                 // 56
    float3x2 q[2];            // 64: elements 32 apart, 28 bytes each
    float z;                  // 124
};

RWStructuredBuffer<float4> Out : register(u0);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Out[i * 3 + 0] = float4(mul(arr[i], x), x);
    Out[i * 3 + 1] = float4(q[i][2], q[1 - i][i].y, z);
    Out[i * 3 + 2] = float4(mul(float3(1.0f, 2.0f, 3.0f), q[i]), arr[1][i].y, arr[i][1 - i].x);
}

// Constant-buffer matrices with 2- and 3-component lines: every line starts a
// 16-byte register and the last one is not padded, so the buffer ends 8 bytes
// into its last register (D3D size 136, not 144).
cbuffer Params : register(b0)
{
    float2x2 A;            // 0: two column lines (24 bytes)
    row_major float2x2 B;  // 32: two row lines
    float3x2 C;            // 64: two column lines of 3 (28 bytes)
    float2x3 E[2];         // 96: three column lines of 2 each, stride 48 (88 bytes)
    row_major float3x2 D;  // 192: three row lines of 2 (40 bytes), ends at 232
};

RWStructuredBuffer<float4> Out : register(u0);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float2 v2 = float2(1.0f, -2.0f);
    float3 v3 = float3(0.5f, 2.0f, -1.0f);
    Out[i * 6 + 0] = float4(mul(A, v2), mul(v2, B));
    Out[i * 6 + 1] = float4(mul(C, v2), A[1][i] + 10.0f * B[i][1 - i]);
    Out[i * 6 + 2] = float4(mul(v3, C), mul(D, v2).yz);
    Out[i * 6 + 3] = float4(mul(v2, E[i]), D[2][i]);
    Out[i * 6 + 4] = float4(E[1 - i][1], C[i].x);
    float2x2 p = mul(A, B);
    Out[i * 6 + 5] = float4(p[0], D[i]);
}

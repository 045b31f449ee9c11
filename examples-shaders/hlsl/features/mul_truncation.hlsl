// `mul` whose operands' inner dimensions differ truncates the longer one to
// the shorter, with the implicit-truncation warning, as DXC and FXC do:
// `mul(float3, float4x4)` uses the matrix's first three rows (a position
// transformed without its w), `mul(float4x4, float3)` its first three
// columns, and two matrices meet at the smaller inner size.
cbuffer Transforms : register(b0) {
    float4x4 world;
    float2x4 wide;
    float3x3 rot;
};
static const int3x3 steps = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };

float4 main(float3 normal : NORMAL, float4 pos : POSITION) : SV_Position {
    float4 n = mul(normal, world);
    float4 m = mul(world, normal);
    float3 r = mul(rot, pos);
    float2x3 w = mul(wide, rot);
    int3 k = mul(int2(1, 2), steps);
    return n + m + float4(r, 1) + float4(w[1], k.z);
}

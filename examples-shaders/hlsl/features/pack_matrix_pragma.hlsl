// #pragma pack_matrix(row_major) makes unqualified matrices row-major.
#pragma pack_matrix(row_major)

cbuffer Camera : register(b0)
{
    float4x4 View;
    float4x4 Projection;
};

float4 main(float3 pos : POSITION) : SV_Position
{
    return mul(mul(float4(pos, 1), View), Projection);
}

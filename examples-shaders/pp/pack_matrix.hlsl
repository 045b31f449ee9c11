// `#pragma pack_matrix` changes the default storage of the matrices declared
// after it.
#pragma pack_matrix(row_major)

cbuffer Transform : register(b0)
{
    float4x4 model;
};

StructuredBuffer<float4> positions : register(t0);
RWStructuredBuffer<float4> transformed : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    transformed[id.x] = mul(positions[id.x], model);
}

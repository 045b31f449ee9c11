// Debug printf (DXC's Vulkan extension) has no MSL equivalent: a warning,
// and the call is left out.
cbuffer Frame : register(b0)
{
    float4x4 mvp;
};

float4 main(float3 pos : POSITION) : SV_Position
{
    float4 clip = mul(mvp, float4(pos, 1.0));
    printf("clip = %v4f", clip);
    return clip;
}

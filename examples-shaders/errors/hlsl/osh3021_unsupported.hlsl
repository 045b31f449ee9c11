// Member functions (HLSL 2021) are not supported yet.
struct Light
{
    float3 dir;
    float3 Shade(float3 n) { return saturate(dot(n, -dir)).xxx; }
};
float4 main(float3 n : NORMAL) : SV_Target { Light l = (Light)0; return float4(l.dir, 1); }

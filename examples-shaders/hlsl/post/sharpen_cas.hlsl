// Contrast-adaptive sharpening (a simplified CAS) with min/max of a cross.
Texture2D<float3> Color : register(t0);
RWTexture2D<float4> Output : register(u0);

cbuffer SharpenParams : register(b0)
{
    float Sharpness;
};

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int2 p = int2(id.xy);
    float3 c = Color.Load(int3(p, 0));
    float3 n = Color.Load(int3(p + int2(0, -1), 0));
    float3 s = Color.Load(int3(p + int2(0, 1), 0));
    float3 e = Color.Load(int3(p + int2(1, 0), 0));
    float3 w = Color.Load(int3(p + int2(-1, 0), 0));
    float3 mn = min(c, min(min(n, s), min(e, w)));
    float3 mx = max(c, max(max(n, s), max(e, w)));
    float3 amp = sqrt(saturate(min(mn, 1 - mx) / max(mx, 1e-5)));
    float3 weight = -amp * lerp(0.125, 0.2, Sharpness);
    float3 result = (c + (n + s + e + w) * weight) / (1 + 4 * weight);
    Output[id.xy] = float4(saturate(result), 1);
}

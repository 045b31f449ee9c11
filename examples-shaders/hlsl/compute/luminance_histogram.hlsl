// Log-luminance histogram for auto exposure (groupshared bins, then global).
Texture2D<float4> HdrInput : register(t0);
RWStructuredBuffer<uint> LuminanceHistogram : register(u0);

cbuffer HistogramParams : register(b0)
{
    uint2 InputSize;
    float MinLogLum;
    float InvLogLumRange;
};

groupshared uint HistogramShared[256];

uint BinFromColor(float3 c)
{
    float lum = dot(c, float3(0.2125, 0.7154, 0.0721));
    if (lum < 0.005)
        return 0;
    float logLum = saturate((log2(lum) - MinLogLum) * InvLogLumRange);
    return (uint)(logLum * 254.0 + 1.0);
}

[numthreads(16, 16, 1)]
void main(uint gi : SV_GroupIndex, uint3 id : SV_DispatchThreadID)
{
    HistogramShared[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    if (all(id.xy < InputSize))
    {
        uint bin = BinFromColor(HdrInput.Load(int3(id.xy, 0)).rgb);
        InterlockedAdd(HistogramShared[bin], 1);
    }
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(LuminanceHistogram[gi], HistogramShared[gi]);
}

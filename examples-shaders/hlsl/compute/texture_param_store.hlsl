// Writable textures passed to helper functions: the stores go through the
// parameter (two levels deep for the array texture), as in a mip or tile
// writer that takes its destination as an argument.
RWTexture2D<float4> colorOut : register(u0);
RWTexture2DArray<float> layersOut : register(u1);
Texture2D<float4> source : register(t0);

void writeTile(RWTexture2D<float4> dst, uint2 origin, float4 value)
{
    for (uint y = 0; y < 2; ++y)
        for (uint x = 0; x < 2; ++x)
            dst[origin + uint2(x, y)] = value;
}

void writeLayer(RWTexture2DArray<float> dst, uint3 at, float v)
{
    dst[at] = v;
}

void writeBoth(RWTexture2DArray<float> dst, uint2 p, float v)
{
    writeLayer(dst, uint3(p, 0), v);
    writeLayer(dst, uint3(p, 1), 1.0 - v);
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 c = source.Load(int3(id.xy, 0));
    writeTile(colorOut, id.xy * 2, c);
    writeBoth(layersOut, id.xy, dot(c.rgb, float3(0.299, 0.587, 0.114)));
}

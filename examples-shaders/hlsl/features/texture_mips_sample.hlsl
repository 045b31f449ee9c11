// `t.mips[level][coord]` loads a texel of one mip level and
// `t.sample[s][coord]` one sample of a multisampled texture, as
// `t.Load(int3(coord, level))` and `t.Load(coord, s)` do.
Texture2D<float4> Color : register(t0);
Texture2DArray<float> Layers : register(t1);
Texture2DMS<float4> Samples : register(t2);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 coarse = Color.mips[2][id.xy];
    float layer = Layers.mips[1][uint3(id.xy, 3)];
    float4 second = Samples.sample[1][id.xy];
    Out[id.y * 8 + id.x] = coarse + layer + second;
}

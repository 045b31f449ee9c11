// Rasterizer-ordered views (order-independent transparency, programmable
// blending): read-write resources whose accesses from overlapping
// fragments happen in submission order, Metal's raster order groups
// (`[[raster_order_group(0)]]` on the fragment function's parameter).
RasterizerOrderedTexture2D<float4> Accum : register(u1);
RasterizerOrderedByteAddressBuffer Counts : register(u2);
RasterizerOrderedStructuredBuffer<uint> Depths : register(u3);

void main(float4 pos : SV_Position, float4 color : COLOR0)
{
    uint2 px = uint2(pos.xy);
    float4 dst = Accum[px];
    Accum[px] = color * color.a + dst * (1.0 - color.a);
    uint index = px.y * 1024 + px.x;
    Counts.Store(index * 4, Counts.Load(index * 4) + 1);
    Depths[index] = max(Depths[index], asuint(pos.z));
}

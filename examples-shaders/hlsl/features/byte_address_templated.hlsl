// Raw buffers: Load2/3/4, templated Load<T>/Store<T>.
ByteAddressBuffer Src : register(t0);
RWByteAddressBuffer Dst : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint addr = id.x * 16;
    uint4 raw = Src.Load4(addr);
    float3 f = Src.Load<float3>(addr);
    float2 h = asfloat(Src.Load2(addr + 8));
    Dst.Store(addr, raw.x + raw.w);
    Dst.Store3(addr + 4, asuint(f * 2.0));
    Dst.Store<float>(addr + 12, h.x + h.y);
}

// A Buffer<float3> reads 12-byte texels (DXGI R32G32B32_FLOAT); Metal has no
// three-component pixel format, so a texture buffer cannot read them.
Buffer<float3> Normals : register(t0);
RWStructuredBuffer<float3> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Normals[id.x];
}

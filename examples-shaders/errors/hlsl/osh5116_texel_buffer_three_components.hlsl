// A Buffer<half3> would read 6-byte texels; Metal has no three-component
// pixel format, so a texture buffer cannot read them (and D3D has no
// R16G16B16 format a buffer of packed elements would mirror). 32-bit ones,
// Buffer<float3>, are buffers of packed 12-byte elements (OSH5234).
Buffer<half3> Normals : register(t0);
RWStructuredBuffer<half3> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Normals[id.x];
}

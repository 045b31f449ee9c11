// Binary literals, `sizeof` of types and values (DXC's packing: scalars at
// their width, structs rounded to their largest member), a forward struct
// declaration, and `unorm`/`snorm` texel types (the texture's format
// normalizes in Metal as in D3D).
struct Record;

struct Record
{
    uint16_t tag;
    float2 uv;
    bool flag;
};

Texture2D<unorm float4> Albedo : register(t0);
RWTexture2D<snorm float4> Normals : register(u1);
RWByteAddressBuffer Raw : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    const uint mask = 0b1010u | 0B0101;
    float4 texel = Albedo.Load(int3(id.xy, 0));
    Normals[id.xy] = texel * 2.0 - 1.0;
    // Record: tag at 0 (2 bytes), uv at 4, flag at 12 -> 16 bytes.
    uint offset = id.x * sizeof(Record) + sizeof(float3) * (id.y & mask);
    Raw.Store(offset, sizeof(texel) + sizeof(int16_t[3]));
}

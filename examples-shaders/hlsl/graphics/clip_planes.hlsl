// User clip planes: five distances over two semantic indices (a float4
// and a float, D3D packs them in index order), one as an `out` parameter;
// the pixel shader shares the struct (its copy reads as zero: OSH5207).
cbuffer Frame : register(b0)
{
    float4x4 ViewProj;
    float4 Planes[5];
};

struct VSOut
{
    float4 Pos : SV_Position;
    float3 World : TEXCOORD0;
    float4 Clip0123 : SV_ClipDistance0;
};

VSOut VSMain(float3 pos : POSITION, out float clip4 : SV_ClipDistance1)
{
    VSOut o;
    float4 world = float4(pos, 1.0);
    o.Pos = mul(world, ViewProj);
    o.World = pos;
    [unroll] for (int i = 0; i < 4; ++i)
        o.Clip0123[i] = dot(world, Planes[i]);
    clip4 = dot(world, Planes[4]);
    return o;
}

float4 PSMain(VSOut i) : SV_Target
{
    return float4(frac(i.World), 1.0);
}

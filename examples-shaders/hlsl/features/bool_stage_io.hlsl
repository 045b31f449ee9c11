// Bool vertex inputs and varyings. Metal and naga have no bool stage
// variables (a vertex attribute has an MTLVertexFormat, a varying is
// interpolated as a number), so each travels as a `uint` of its shape, 0 or
// 1 and flat, as DXC's SPIR-V does: the vertex attribute `visible` is a
// `uint` the host supplies, and the entry points convert on the way in
// (`!= 0`) and out (0 or 1).
struct VSOut
{
    float4 pos : SV_Position;
    bool2 mask : MASK;
    bool lit : LIT;
};

VSOut VSMain(bool visible : FLAG, float3 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, visible ? 1.0 : 0.0);
    o.mask = bool2(p.x > 0.0, p.y > 0.0);
    o.lit = visible;
    return o;
}

float4 PSMain(VSOut i) : SV_Target
{
    float4 c = float4(i.mask.x ? 1.0 : 0.0, i.mask.y ? 1.0 : 0.0, 0.0, 1.0);
    return i.lit ? c : c * 0.25;
}

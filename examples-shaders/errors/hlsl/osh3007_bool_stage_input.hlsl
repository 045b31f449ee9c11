// A bool vertex input or varying: Metal and naga have no bool stage
// variables (a vertex attribute has an MTLVertexFormat, a varying is
// interpolated as a number). An error at the semantic, not an internal one.
float4 main(bool visible : FLAG, float3 p : POSITION) : SV_Position
{
    return float4(p, visible ? 1.0 : 0.0);
}

// In a vertex shader's inputs, D3D's input assembler supplies only
// SV_VertexID and SV_InstanceID; any other semantic, SV_ or not, names an
// ordinary attribute. So the input `layer : SV_RenderTargetArrayIndex` is
// [[attribute(1)]], while the output of the same semantic is Metal's
// [[render_target_array_index]].
struct VSOut
{
    float4 pos : SV_Position;
    uint layer : SV_RenderTargetArrayIndex;
    uint viewport : SV_ViewportArrayIndex;
};

VSOut main(float4 p : SV_Position, uint layer : SV_RenderTargetArrayIndex,
           uint viewport : SV_ViewportArrayIndex)
{
    VSOut o;
    o.pos = p;
    o.layer = layer + 1;
    o.viewport = viewport;
    return o;
}

// A bool render-target output: a color attachment has a pixel format, and
// Metal has no bool one. An error at the semantic, not an internal one.
bool main(float4 p : SV_Position) : SV_Target
{
    return p.x > 0.5;
}

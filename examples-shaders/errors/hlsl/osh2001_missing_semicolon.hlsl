// A `;` missing at the end of a line is reported just after the last token
// of that line, where it goes, not at the next line's first token. The
// column counts UTF-16 units, as the editor's does: `é` is one, not two.
float4 main(float4 c : COLOR) : SV_Target {
    float x = c.x /* é */ * 2.0

    return float4(x, 0.0, 0.0, 1.0);
}

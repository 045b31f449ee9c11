// Direct3D 9's lighting helpers and the intrinsics with `out` parameters,
// in a pixel shader, on vectors and a matrix (row by row):
// lit(l, h, m) = (1, max(l, 0), l < 0 || h < 0 ? 0 : h^m, 1);
// dst(a, b) = (1, a.y * b.y, a.z, b.w);
// D3DCOLORtoUBYTE4(c) = int4(c.zyxw * 255.001953).
float4 main(float4 n : NORMAL, float4 c : COLOR0, float2x2 m : MATRIX0) : SV_Target
{
    float4 light = lit(n.x, n.y, n.z);
    float4 d = dst(n, c);
    int4 bytes = D3DCOLORtoUBYTE4(c);
    float2 s, co;
    sincos(n.xy, s, co);
    float2x2 whole;
    float2x2 fraction = modf(m, whole);
    float2x2 exponent;
    float2x2 mantissa = frexp(m, exponent);
    return light + d + (float4)bytes / 255.0 + float4(s * co, fraction[0] + whole[1])
        + float4(mantissa[0], exponent[1]);
}

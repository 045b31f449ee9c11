// Integer and bool matrices in vertex and pixel shaders: Metal has only
// float and half matrices, so an `int2x2` is `array<int2, 2>` (its rows,
// `m[i]` being row i as for float matrices) and every operation goes row
// by row. Component-wise intrinsics on float matrices (isnan, abs, mad,
// log10) take the same path, since naga's math takes no matrices.
struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation int2x2 cell : CELL;
};

VSOut VSMain(float2 p : POSITION, uint id : SV_VertexID)
{
    VSOut o;
    int2x2 grid = int2x2(id & 1, id >> 1, 2, 3);
    o.cell = grid * 2 - 1;
    o.pos = float4(p, 0.0, 1.0);
    return o;
}

float4 PSMain(VSOut i) : SV_Target
{
    float2x2 f = (float2x2)i.cell;
    bool2x2 bad = isnan(f);
    if (any(bad) || any(isinf(f)))
        discard;
    uint2x2 bits = asuint(abs(f));
    int2x2 swapped = transpose(i.cell);
    int2 row = mul(int2(1, 1), swapped);
    float2x2 m = mad(f, f, 1.0);
    return float4(log10(m)[0], (float2)row) + (bits[1].x & 1);
}

// A global array declared without a size takes it from its initializer
// list, as a local's does (DXC and FXC accept both): `weights` has 4
// elements, `taps` 3 of `float2`, and `grid` 2 rows of 3, counted in
// scalars of the element type.
static const float weights[] = { 0.1, 0.2, 0.3, 0.4 };
static const float2 taps[] = { float2(-1, 0), 0, 0, float2(1, 0) };
static const int grid[][3] = { 1, 2, 3, 4, 5, 6 };

Texture2D<float4> image : register(t0);
SamplerState linearClamp : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    float4 sum = 0;
    for (uint i = 0; i < 4; i++) {
        sum += weights[i] * image.Sample(linearClamp, uv + taps[i % 3] * 0.01);
    }
    return sum * float(grid[1][2] - grid[0][1]);
}

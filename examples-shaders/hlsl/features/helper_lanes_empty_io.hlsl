// `IsHelperLane()` is Metal's `simd_is_helper_thread()` in a fragment
// function (every other stage has no helper invocations: `false`). An
// empty input or output struct is no input or output at all, and a
// one-component vector's swizzle (`f1.x`, `f1.x.r`) is as assignable as the
// vector.
struct Empty {
};

Texture2D<float4> albedo : register(t0);
SamplerState linearWrap : register(s0);

float4 main(Empty unused, float2 uv : TEXCOORD0) : SV_Target {
    float4 color = albedo.Sample(linearWrap, uv);
    float1 weight;
    weight.x = 0.5;
    weight.x.r = weight * 2.0;
    if (IsHelperLane())
        color = 0.0;
    return color * weight;
}

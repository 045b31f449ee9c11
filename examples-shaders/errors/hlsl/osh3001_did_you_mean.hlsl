// Near-miss names: the error suggests the closest intrinsic, function or
// variable in scope ("did you mean `normalize`?").
float3 shade(float3 n) { return n * 0.5 + 0.5; }

float4 main(float3 normal : NORMAL) : SV_Target {
    float3 colour = normalise(normal);
    float3 lit = Shade(colour);
    return float4(lit * color, 1.0);
}

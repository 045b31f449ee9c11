// A vector and a matrix of as many components convert into each other,
// implicitly and by a cast, row by row as DXC and FXC do: `float4` is
// `float2x2`'s rows `_11 _12 _21 _22`. A one-row or one-column matrix is
// the vector of its components (`float1x3` into `float3`), and a matrix
// truncates to a scalar, its `_11`, with the truncation warning. An
// operator between the two takes the left operand's shape.
cbuffer Params : register(b0) {
    float2x2 basis;
    float4 packed;
    row_major float1x3 tint;
};

float4 main(float4 pos : SV_Position) : SV_Target {
    float4 flat = basis;
    float2x2 rebuilt = packed;
    float2x2 cast = (float2x2)(flat * 2);
    float3 color = tint;
    float first = basis;
    float2x2 scaled = basis * packed;
    bool4 below = packed < basis;
    return flat + float4(rebuilt[1], cast[0]) + float4(color, first) + float4(scaled[1], below.xy);
}


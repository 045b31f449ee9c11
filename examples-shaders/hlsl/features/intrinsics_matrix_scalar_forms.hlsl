// Intrinsics on the operand shapes DXC accepts beyond vectors:
// - `dot` of integer vectors is an integer; of one-component vectors, the
//   product;
// - `normalize` of one component is x / |x|, `length` |x| and `distance`
//   |a - b| (MSL's geometric functions take vectors only);
// - `ldexp(x, e)` takes a float exponent: x * exp2(e) (1.0 * 2^0.5 is
//   1.414…, not 1.0), row by row on matrices;
// - `clip` and `ddx`/`ddy`/`fwidth` on matrices work row by row;
// - `dot4add_u8packed` / `dot4add_i8packed` (SM 6.4).

cbuffer Inputs : register(b0) {
    int3 ia;
    int3 ib;
    float1 fa;
    float1 fb;
    float2x3 m;
    float2x3 e;
    uint packedA;
    uint packedB;
    int accumulator;
};

struct PSInput {
    float4 position : SV_Position;
    float2x2 gradients : GRADIENTS;
};

float4 main(PSInput input) : SV_Target {
    int idot = dot(ia, ib);
    float one = dot(fa, fb);
    float sgn = normalize(fa) + length(fa) + distance(fa, fb);
    float scaled = ldexp(1.0, 0.5);
    float2x3 big = ldexp(m, e);
    clip(input.gradients);
    float2x2 slope = ddx(input.gradients) + fwidth(input.gradients);
    uint u8 = dot4add_u8packed(packedA, packedB, 7u);
    int i8 = dot4add_i8packed(packedA, packedB, accumulator);
    return float4(float(idot) + one, sgn * scaled, big[1][2] + slope[0][1], float(u8) + float(i8));
}

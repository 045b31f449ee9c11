// A column-major `float1x3` in a constant buffer keeps each element in its
// own 16-byte register, which its IR form (a vector) cannot read: the
// member's bytes are reserved (`end` is at offset 52), and a use is OSH3021
// with the way out.
cbuffer Params : register(b0) {
    float scale;
    float1x3 weights;
    float end;
};

float4 main(float4 color : COLOR) : SV_Target {
    return color * (weights._m02 + end + scale);
}

// A resource local (or array of them) declared without an initializer and
// assigned later names the resource assigned to it last: known where each
// use is lowered as long as the assignments are in the block that declares
// it (under control flow the choice would be the GPU's, OSH3021), and a read
// before any assignment is OSH3021.
Texture2D Layers[2] : register(t0);
ByteAddressBuffer Tables[2] : register(t2);
SamplerState Linear : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target {
    Texture2D base;
    base = Layers[0];
    ByteAddressBuffer pair[2];
    pair = Tables;
    float4 c = base.Sample(Linear, uv);
    base = Layers[1];
    c += base.Sample(Linear, uv) * asfloat(pair[1].Load(0));
    return c;
}

// MSC's automatic layout (no root signature) holds one descriptor entry
// per resource, so an unbounded array is OSH5119: a root signature's
// unbounded descriptor range holds it.
Texture2D<float4> textures[] : register(t0);
SamplerState s : register(s0);
float4 main(float2 uv : TEXCOORD0, nointerpolation uint index : INDEX) : SV_Target {
    return textures[NonUniformResourceIndex(index)].Sample(s, uv);
}

// Metal has no level-of-detail query on 1D textures.
Texture1D<float4> Ramp : register(t0);
SamplerState Samp : register(s0);
float4 main(float u : TEXCOORD0) : SV_Target { return Ramp.CalculateLevelOfDetail(Samp, u); }

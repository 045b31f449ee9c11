// Comparison sampling of a 3D texture.
Texture3D<float> vol;
SamplerComparisonState s;
float4 main(float3 uvw : TEXCOORD0) : SV_Target { return vol.SampleCmp(s, uvw, 0.5); }

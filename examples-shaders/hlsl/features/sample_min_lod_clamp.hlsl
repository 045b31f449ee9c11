// The clamp argument of Sample, SampleBias and SampleGrad (the smallest mip
// level the sample may use): Metal's min_lod_clamp (MSL 2.2), on float and
// integer textures alike. A 1D texture has one level in Metal: nothing to
// clamp. The status argument (CheckAccessFullyMapped) stays OSH3021.
Texture2D<float4> t2 : register(t0);
Texture2DArray<float4> ta : register(t1);
TextureCube<float4> tc : register(t2);
Texture2D<int4> ti : register(t3);
Texture1D<float4> t1 : register(t4);
SamplerState s : register(s0);
float4 main(float2 uv : UV, float c : CLAMP) : SV_Target {
  float4 a = t2.Sample(s, uv, int2(1, 2), c);
  float4 b = ta.SampleBias(s, float3(uv, 1), 0.5, int2(0, 1), 2.0);
  float4 d = tc.Sample(s, float3(uv, 1), c);
  float4 e = t2.SampleGrad(s, uv, ddx(uv), ddy(uv), int2(0, 0), c);
  int4 g = ti.Sample(s, uv, int2(0, 0), 1.0);
  float4 h = t1.Sample(s, uv.x, 0, c);
  return a + b + d + e + g + h;
}

// Unbounded resource arrays have no Metal counterpart in the direct model.
Texture2D textures[] : register(t0);
SamplerState s;
float4 main(float2 uv : TEXCOORD0) : SV_Target { return textures[0].Sample(s, uv); }

// An unknown system value and an input without a semantic.
float4 main(float4 p : SV_Bogus, float2 uv) : SV_Target { return p; }

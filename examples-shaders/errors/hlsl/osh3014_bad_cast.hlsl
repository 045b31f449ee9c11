// A vector cannot be cast to a larger vector.
float4 main() : SV_Target { float2 v = 1; return (float4)v; }

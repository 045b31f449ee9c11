// A malformed numeric literal.
float4 main() : SV_Target { int x = 0x; return x; }

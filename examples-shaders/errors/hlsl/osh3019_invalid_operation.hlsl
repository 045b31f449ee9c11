// Bitwise operators on floats, break outside a loop.
float4 main() : SV_Target { float a = 1.5; float b = a & 2; break; return b; }

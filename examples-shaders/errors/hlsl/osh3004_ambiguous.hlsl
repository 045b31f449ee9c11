// Two overloads match a float argument equally well.
float f(int x) { return x; }
float f(uint x) { return x; }
float4 main() : SV_Target { return f(1.5f); }

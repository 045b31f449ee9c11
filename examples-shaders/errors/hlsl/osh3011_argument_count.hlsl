// A call with too many arguments.
float f(float a) { return a; }
float4 main() : SV_Target { return f(1, 2); }

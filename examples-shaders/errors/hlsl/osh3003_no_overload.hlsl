// No overload of a user function takes a struct argument.
struct S { float a; };
float f(float x) { return x; }
float4 main() : SV_Target { S s = (S)0; return f(s); }

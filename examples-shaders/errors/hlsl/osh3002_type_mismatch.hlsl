// A struct assigned to a float.
struct S { float a; };
float4 main() : SV_Target { S s = (S)0; float x = s; return x; }

// A swizzle past the vector size and a missing member.
struct S { float a; };
float4 main() : SV_Target { float2 v = 1; S s = (S)0; return v.xyz.x + s.b; }

// Assigning to an rvalue and passing one as an out argument.
void g(out float x) { x = 1; }
float4 main() : SV_Target { float a = 0; (a + 1) = 2; g(a * 2); return a; }

// A stray token in an expression; the parser reports it and continues.
float4 main() : SV_Target { float a = 1 +* 2; float b = ) ; return a; }

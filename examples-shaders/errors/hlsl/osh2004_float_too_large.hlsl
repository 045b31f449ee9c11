// A float literal past the largest float (3.4e38) is an error: naga IR has no
// infinite literal, and the module would fail its validator (found by fuzzing,
// from a GLSL test with a 72-digit literal; both languages share this parser).
float4 main() : SV_Target {
    return float4(1e39, 555555555555555555555555555555555555555555555555555555555555555555555553.4, 3.4e38, 1);
}

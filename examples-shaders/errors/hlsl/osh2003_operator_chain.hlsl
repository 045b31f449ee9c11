// A left-associative chain builds a tree one level deeper per operator; past the
// nesting budget it is OSH2003 at the operator that crosses it (the fuzzing campaign's
// first stack overflow: 100,000 terms overflowed every recursive pass after the parser).
float4 main(float4 p : SV_Position) : SV_Target {
    float x = p.x;
    return x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x;
}

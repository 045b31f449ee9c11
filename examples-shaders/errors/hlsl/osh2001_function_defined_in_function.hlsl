// A prototype inside a function body is accepted; a definition is not.
float4 main() : SV_Target {
    float helper(float x) { return x * 2; }
    return helper(1).xxxx;
}

// One binding carries one value: two inputs bound to SV_Position (or two outputs
// to SV_Target0) are OSH3007 at the second, not a module naga's validator rejects.
struct PSInput {
    float4 a : SV_Position;
    float4 b : SV_Position;
};

struct PSOutput {
    float4 c : SV_Target0;
    float4 d : SV_Target0;
};

PSOutput main(PSInput i) {
    PSOutput o;
    o.c = i.a;
    o.d = i.b;
    return o;
}

// expect: duplicate [[color(0)]] in struct 'Out'
// rule: each color attachment index is written once (MSL 2.4 section 5.2.3.4, fragment function output attributes)
#include <metal_stdlib>
using namespace metal;
struct Out {
    float4 a [[color(0)]];
    float4 b [[color(0)]];
};
fragment Out f(float4 pos [[position]]) {
    Out o;
    o.a = pos;
    o.b = pos;
    return o;
}

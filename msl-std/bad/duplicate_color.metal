// expect: duplicate [[color(0)]] in struct 'Out'
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

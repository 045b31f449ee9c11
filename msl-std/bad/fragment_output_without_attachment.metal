// expect: fragment function 'f' output member 'normal' of 'FOut' has no [[color(n)]]
// rule: every member of a fragment function's return struct is an attachment (MSL 2.4 section 5.2.3.4)
#include <metal_stdlib>
using namespace metal;
struct FOut {
    float4 color [[color(0)]];
    float4 normal;
};
fragment FOut f(float4 pos [[position]]) {
    FOut o;
    o.color = pos;
    o.normal = pos;
    return o;
}

// expect: vertex function 'v' returns 'VOut', which needs exactly one [[position]] member (has 0)
// rule: a vertex function returns one [[position]] (MSL 2.4 section 5.2.3.2, vertex function output attributes)
#include <metal_stdlib>
using namespace metal;
struct VOut {
    float4 clip_pos [[user(locn0)]];
    float2 uv [[user(locn1)]];
};
vertex VOut v(uint vid [[vertex_id]]) {
    VOut o;
    o.clip_pos = float4(float(vid));
    o.uv = float2(0.0f);
    return o;
}

// The vertex half of a planted-bad pair: it writes locn1 as float2, the
// fragment half reads it as float3 (and reads locn2, never written).
#include <metal_stdlib>
using namespace metal;
struct VOut {
    float4 position [[position]];
    float2 uv [[user(locn1)]];
};
vertex VOut vs(uint vid [[vertex_id]]) {
    VOut o;
    o.position = float4(float(vid), 0.0f, 0.0f, 1.0f);
    o.uv = float2(0.0f);
    return o;
}

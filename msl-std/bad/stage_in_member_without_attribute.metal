// expect: member 'uv' of [[stage_in]] struct 'VIn' has no [[attribute(n)]]
// rule: every member of a vertex function's [[stage_in]] struct has [[attribute(index)]] (MSL 2.4 section 5.2.4)
#include <metal_stdlib>
using namespace metal;
struct VIn { float4 p [[attribute(0)]]; float2 uv; };
struct VOut { float4 p [[position]]; };
vertex VOut v(VIn i [[stage_in]]) { return VOut{ i.p + float4(i.uv, 0.0, 0.0) }; }

// expect: which needs exactly one [[position]] member (has 2)
// rule: a vertex function returns one [[position]] (MSL 2.4 section 5.2.3.2, vertex function output attributes)
#include <metal_stdlib>
using namespace metal;
struct VOut { float4 a [[position]]; float4 b [[position]]; };
vertex VOut v(uint vid [[vertex_id]]) { return VOut{ float4(0.0), float4(float(vid)) }; }

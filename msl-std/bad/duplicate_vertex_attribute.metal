// expect: duplicate [[attribute(0)]] in struct 'VIn'
// rule: vertex attribute indices are unique (MSL 2.4 section 5.2.4)
#include <metal_stdlib>
using namespace metal;
struct VIn { float4 p [[attribute(0)]]; float4 n [[attribute(0)]]; };
struct VOut { float4 p [[position]]; };
vertex VOut v(VIn i [[stage_in]]) { return VOut{ i.p + i.n }; }

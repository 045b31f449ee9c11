// expect: use of undeclared identifier 'interpolation'
// std: metal2.2
// rule: interpolant<T, P> is new in MSL 2.3 (MSL 2.3 section 2.17, per-vertex values)
#include <metal_stdlib>
using namespace metal;
struct FIn { interpolant<float4, interpolation::perspective> c [[user(locn0)]]; };
fragment float4 f(FIn i [[stage_in]]) { return i.c.interpolate_at_center(); }

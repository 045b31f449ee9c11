// expect: entry point 'v' has more than one [[stage_in]] parameter
// rule: a function has at most one [[stage_in]] argument (MSL 2.4 section 5.2.4, per-vertex inputs)
#include <metal_stdlib>
using namespace metal;
struct A { float4 p [[attribute(0)]]; };
struct B { float4 q [[attribute(1)]]; };
vertex float4 v(A a [[stage_in]], B b [[stage_in]]) { return a.p + b.q; }

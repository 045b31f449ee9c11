// expect: unknown MSL attribute '[[colour]]'
// rule: only the attributes the specification defines exist (MSL 2.4 section 5.2, attribute qualifiers)
#include <metal_stdlib>
using namespace metal;
struct Out { float4 c [[colour(0)]]; };
fragment Out f() { return Out{ float4(1.0) }; }

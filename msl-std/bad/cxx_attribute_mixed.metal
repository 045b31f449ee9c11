// expect: C++ attribute 'maybe_unused' mixed with MSL attributes in one list
// rule: MSL attributes and C++ attributes are separate attribute lists (MSL 2.4 section 1.4, C++14 attribute syntax)
#include <metal_stdlib>
using namespace metal;
struct Out { float4 c [[color(0), maybe_unused]]; };
fragment Out f() { return Out{ float4(1.0) }; }

// expect: [[stage_in]] parameter type 'float4' must be a struct defined in this file
// rule: the [[stage_in]] argument is a user-defined struct (MSL 2.4 section 5.2.4)
#include <metal_stdlib>
using namespace metal;
vertex float4 v(float4 p [[stage_in]]) { return p; }

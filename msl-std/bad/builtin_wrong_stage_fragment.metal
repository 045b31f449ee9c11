// expect: [[thread_position_in_grid]] is not an input of a fragment function
// rule: [[thread_position_in_grid]] is a kernel input (MSL 2.4 section 5.2.3.6, kernel function input attributes)
#include <metal_stdlib>
using namespace metal;
fragment float4 f(uint2 id [[thread_position_in_grid]]) { return float4(float(id.x)); }

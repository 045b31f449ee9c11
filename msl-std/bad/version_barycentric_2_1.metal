// expect: [[barycentric_coord]] needs MSL 2.2 or later (checking MSL 2.1)
// std: metal2.1
// rule: [[barycentric_coord]] is new in MSL 2.2 (MSL 2.2 section 5.2.3.3, fragment function input attributes)
#include <metal_stdlib>
using namespace metal;
fragment float4 f(float3 b [[barycentric_coord]]) { return float4(b, 1.0); }

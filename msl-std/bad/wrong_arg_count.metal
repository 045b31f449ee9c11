// expect: no matching function for call to 'dot'
// rule: functions take the arguments the library declares (MSL 2.4 section 6.8, geometric functions)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float3 a = float3(1.0f);
    out[i] = dot(a);
}

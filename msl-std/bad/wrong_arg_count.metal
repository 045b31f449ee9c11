// expect: no matching function for call to 'dot'
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float3 a = float3(1.0f);
    out[i] = dot(a);
}

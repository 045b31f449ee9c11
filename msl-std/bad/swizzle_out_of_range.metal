// expect: no member named 'z'
#include <metal_stdlib>
using namespace metal;
kernel void k(device float2* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float2 v = out[i];
    out[i] = float2(v.x, v.z);
}

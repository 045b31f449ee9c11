// expect: no setter defined for property 'xx'
#include <metal_stdlib>
using namespace metal;
kernel void k(device float2* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float2 v = out[i];
    v.xx = float2(1.0f, 2.0f);
    out[i] = v;
}

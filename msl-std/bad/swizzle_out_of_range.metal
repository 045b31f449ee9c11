// expect: no member named 'z'
// rule: a 2-component vector has no z component (MSL 2.4 section 2.2.1, accessing vector components)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float2* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    float2 v = out[i];
    out[i] = float2(v.x, v.z);
}

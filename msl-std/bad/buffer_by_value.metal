// expect: [[buffer(0)]] parameter 'scale' must be a device or constant pointer or reference
// rule: a [[buffer(n)]] argument is a device or constant pointer or reference (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(float scale [[buffer(0)]], device float* out [[buffer(1)]], uint i [[thread_position_in_grid]]) {
    out[i] = scale;
}

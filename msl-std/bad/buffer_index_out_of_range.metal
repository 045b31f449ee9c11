// expect: [[buffer(31)]] is out of range (0..30)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(31)]], uint i [[thread_position_in_grid]]) {
    out[i] = 0.0f;
}

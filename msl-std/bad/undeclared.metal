// expect: use of undeclared identifier 'scale'
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = out[i] * scale;
}

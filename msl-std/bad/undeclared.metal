// expect: use of undeclared identifier 'scale'
// rule: names are declared before use (C++14, MSL 2.4 section 1.4)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = out[i] * scale;
}

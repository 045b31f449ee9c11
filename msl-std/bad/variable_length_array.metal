// expect: array size is not a constant expression
// rule: array sizes are constant expressions; C++14 has no variable-length arrays (MSL 2.4 section 1.4.4, restrictions)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], constant uint& n [[buffer(1)]], uint i [[thread_position_in_grid]]) {
    float tmp[n];
    tmp[0] = out[i];
    out[i] = tmp[0];
}

// expect: non-kernel function variable cannot be declared in local address space
#include <metal_stdlib>
using namespace metal;
float helper(float x) {
    threadgroup float scratch[64];
    scratch[0] = x;
    return scratch[0];
}
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = helper(out[i]);
}

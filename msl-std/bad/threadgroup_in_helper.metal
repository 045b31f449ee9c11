// expect: non-kernel function variable cannot be declared in local address space
// rule: threadgroup variables are declared in kernel (or tile) function scope (MSL 2.4 section 4.4, threadgroup address space)
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

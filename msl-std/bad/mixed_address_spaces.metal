// expect: cannot initialize a variable of type '__global float *__private' with an lvalue of type '__local float *__private'
// rule: pointers do not convert between address spaces (MSL 2.4 section 4, address spaces)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], threadgroup float* scratch [[threadgroup(0)]],
              uint i [[thread_position_in_grid]]) {
    device float* p = scratch;
    p[i] = out[i];
}

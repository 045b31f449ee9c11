// expect: cannot initialize a variable of type '__global float *__private'
// rule: constant memory is read-only; a constant pointer does not convert to a device one (MSL 2.4 sections 4.1 and 4.2)
#include <metal_stdlib>
using namespace metal;
kernel void k(constant float* in [[buffer(0)]], device float* out [[buffer(1)]]) { device float* p = in; out[0] = p[0]; }

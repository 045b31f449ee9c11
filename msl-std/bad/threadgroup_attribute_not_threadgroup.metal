// expect: [[threadgroup(0)]] parameter 'scratch' must be a threadgroup pointer or reference
// rule: [[threadgroup(index)]] locates a threadgroup buffer argument (MSL 2.4 sections 4.4 and 5.2.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* scratch [[threadgroup(0)]]) { scratch[0] = 1.0; }

// expect: attribute '[[buffer]]' is only allowed on an entry point parameter
// rule: [[buffer(n)]] locates an argument of a graphics or kernel function (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
struct P { device float* data [[buffer(0)]]; };
kernel void k(device P& p [[buffer(1)]]) { p.data[0] = 1.0; }

// expect: [[buffer(...)]] needs an integer index, found 'n'
// rule: the index of [[buffer(index)]] is an integer constant (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(n)]]) { out[0] = 1.0; }

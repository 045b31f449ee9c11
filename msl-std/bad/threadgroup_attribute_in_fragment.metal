// expect: [[threadgroup(0)]] is only allowed in a kernel
// rule: threadgroup buffer arguments belong to kernels (and tile functions) (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
fragment float4 f(threadgroup float* t [[threadgroup(0)]]) { return float4(t[0]); }

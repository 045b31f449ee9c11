// expect: [[function_constant(n)]] belongs on a program-scope constant, not a parameter
// rule: function constants are program-scope constant variables (MSL 2.4 section 5.8.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], float gain [[function_constant(0)]]) { out[0] = gain; }

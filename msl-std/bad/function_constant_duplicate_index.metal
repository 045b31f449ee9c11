// expect: duplicate [[function_constant(0)]]
// rule: each function constant index names one constant (MSL 2.4 section 5.8.1)
#include <metal_stdlib>
using namespace metal;
constant float gain [[function_constant(0)]];
constant float bias [[function_constant(0)]];
kernel void k(device float* out [[buffer(0)]]) { out[0] = gain + bias; }

// expect: invalid operands to binary expression ('float2'
// rule: shifts take integer scalars and vectors (MSL 2.4 section 3.1, scalar and vector operators)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float2* out [[buffer(0)]]) { out[0] = float2(1.0) << uint2(1u); }

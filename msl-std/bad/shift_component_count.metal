// expect: invalid operands to binary expression ('int2'
// rule: a vector shift count has as many components as the shifted vector (MSL 2.4 section 3.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device int2* out [[buffer(0)]]) { out[0] = int2(1) << uint3(1u); }

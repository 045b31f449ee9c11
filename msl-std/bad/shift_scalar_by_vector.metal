// expect: invalid operands to binary expression ('int' and 'uint2'
// rule: when the first operand of a shift is a scalar, the second is a scalar too (MSL 2.4 section 3.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device int2* out [[buffer(0)]]) { out[0] = int2(2 << uint2(1u)); }

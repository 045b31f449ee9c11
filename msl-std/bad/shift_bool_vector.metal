// expect: invalid operands to binary expression ('bool2'
// rule: bool vectors are not integer operands of a shift (MSL 2.4 sections 2.1 and 3.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device int2* out [[buffer(0)]]) { out[0] = int2(bool2(true) << uint2(1u)); }

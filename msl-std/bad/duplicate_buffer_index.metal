// expect: duplicate [[buffer(0)]]: already used by parameter 'a'
// rule: one argument per index of each resource kind (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* a [[buffer(0)]], device float* b [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    a[i] = b[i];
}

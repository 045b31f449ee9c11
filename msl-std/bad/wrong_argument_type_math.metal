// expect: no matching function for call to 'sqrt'
// rule: math functions take half or float scalars and vectors (MSL 2.4 section 6.5, math functions)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    bool3 b = bool3(true);
    out[i] = sqrt(b).x;
}

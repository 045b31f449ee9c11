// expect: no matching function for call to 'sqrt'
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    bool3 b = bool3(true);
    out[i] = sqrt(b).x;
}

// expect: only half and float matrices
// rule: matrices are half or float (MSL 2.4 section 2.3, matrix data types)
#include <metal_stdlib>
using namespace metal;
kernel void k(device int* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    metal::matrix<int, 2, 2> m;
    out[i] = m[0][0];
}

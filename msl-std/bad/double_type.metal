// expect: use of type 'double' requires cl_khr_fp64
// rule: MSL has no double type (MSL 2.4 section 2.1, scalar data types)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    double d = 1.0;
    out[i] = float(d);
}

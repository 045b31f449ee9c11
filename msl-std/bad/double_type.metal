// expect: use of type 'double' requires cl_khr_fp64
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    double d = 1.0;
    out[i] = float(d);
}

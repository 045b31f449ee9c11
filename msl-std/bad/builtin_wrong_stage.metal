// expect: [[vertex_id]] is not an input of a kernel function
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[vertex_id]]) {
    out[i] = 0.0f;
}

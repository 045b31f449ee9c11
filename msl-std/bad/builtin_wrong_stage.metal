// expect: [[vertex_id]] is not an input of a kernel function
// rule: [[vertex_id]] is a vertex function input (MSL 2.4 section 5.2.3.1, vertex function input attributes)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], uint i [[vertex_id]]) {
    out[i] = 0.0f;
}

// expect: entry point parameter 'scale' has no attribute
// rule: every argument of a kernel, vertex or fragment function is a resource, a built-in or [[stage_in]] (MSL 2.4 section 5.2)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[buffer(0)]], float scale) { out[0] = scale; }

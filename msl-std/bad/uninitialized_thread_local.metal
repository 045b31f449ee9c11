// expect: variable 'x' is uninitialized when used here
// rule: a thread-space local has no value until written; reading it first is undefined behaviour (MSL 2.4 section 4.3, thread address space; C++14 [dcl.init])
#include <metal_stdlib>
using namespace metal;
kernel void k(device int* out [[buffer(0)]]) {
    threadgroup int shared;
    int x;
    out[0] = x + shared;
}

// expect: unknown or misplaced entry point parameter attribute '[[bufer]]'
// rule: only the attributes the specification defines exist (MSL 2.4 section 5.2)
#include <metal_stdlib>
using namespace metal;
kernel void k(device float* out [[bufer(0)]], uint i [[thread_position_in_grid]]) {
    out[i] = 0.0f;
}

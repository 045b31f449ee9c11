// expect: [[mesh]] needs MSL 3.0 or later (checking MSL 2.4)
// std: metal2.4
// rule: mesh functions are new in MSL 3.0 (MSL 3.0 section 5.1.6, mesh functions)
#include <metal_stdlib>
using namespace metal;
[[mesh]] void m(uint tid [[thread_index_in_threadgroup]]) {}

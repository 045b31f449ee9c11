// expect: use of undeclared identifier 'os_log_default'
// std: metal3.1
// rule: shader logging is new in MSL 3.2 (MSL 3.2 section 6.19, logging functions)
#include <metal_stdlib>
using namespace metal;
kernel void k(uint id [[thread_position_in_grid]]) { os_log_default.log("id %u", id); }

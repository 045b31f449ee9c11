// expect: no member named 'atomic_fetch_add'
// std: metal3.0
// rule: texture atomic functions are new in MSL 3.1 (MSL 3.1 section 6.12.x, texture atomic functions)
#include <metal_stdlib>
using namespace metal;
kernel void k(texture2d<uint, access::read_write> t [[texture(0)]]) { t.atomic_fetch_add(uint2(0), 1u); }

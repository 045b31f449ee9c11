// expect: unknown type name '__fm_kw_atomic_float'
// std: metal2.4
// rule: atomic_float is new in MSL 3.0 (MSL 3.0 section 2.6, atomic data types)
#include <metal_stdlib>
using namespace metal;
kernel void k(device atomic_float* a [[buffer(0)]]) { atomic_fetch_add_explicit(a, 1.0, memory_order_relaxed); }

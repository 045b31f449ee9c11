// expect: no matching function for call to 'atomic_fetch_add_explicit'
// rule: atomic objects live in device or threadgroup memory (MSL 2.4 section 2.6 atomic data types; section 6.13 atomic functions)
#include <metal_stdlib>
using namespace metal;
kernel void k(device uint* out [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    atomic_uint local_counter;
    out[i] = atomic_fetch_add_explicit(&local_counter, 1u, memory_order_relaxed);
}

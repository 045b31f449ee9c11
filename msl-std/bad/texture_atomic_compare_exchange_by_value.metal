// expect: no matching member function for call to 'atomic_compare_exchange_weak'
// rule: atomic_compare_exchange_weak takes the expected value through a thread pointer (MSL 3.1 section 6.12, texture atomic functions)
#include <metal_stdlib>
using namespace metal;
// The expected value is passed through a thread pointer to a 4-vector.
kernel void k(texture2d_array<int, access::read_write> t [[texture(0)]], uint2 i [[thread_position_in_grid]]) {
    int expected = 0;
    t.atomic_compare_exchange_weak(i, 1u, &expected, 5);
}

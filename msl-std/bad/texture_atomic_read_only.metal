// expect: no matching member function for call to 'atomic_exchange'
// rule: texture atomics need access::read_write (MSL 3.1 section 6.12, texture atomic functions)
#include <metal_stdlib>
using namespace metal;
// Texture atomics need access::read_write.
kernel void k(texture2d<uint, access::read> t [[texture(0)]], device uint* out [[buffer(0)]],
              uint2 i [[thread_position_in_grid]]) {
    out[0] = t.atomic_exchange(i, 1u).x;
}

// expect: no matching member function for call to 'atomic_fetch_add'
// rule: texture atomics are on int and uint textures (MSL 3.1 section 6.12, texture atomic functions)
#include <metal_stdlib>
using namespace metal;
// Texture atomics (MSL 3.1) exist only on int and uint textures.
kernel void k(texture2d<float, access::read_write> t [[texture(0)]], uint2 i [[thread_position_in_grid]]) {
    t.atomic_fetch_add(i, 1.0f);
}

// expect: no matching member function for call to 'write'
// rule: write() needs access::write or access::read_write (MSL 2.4 section 2.9, texture access qualifiers)
#include <metal_stdlib>
using namespace metal;
kernel void k(texture2d<float, access::read> t [[texture(0)]], uint2 gid [[thread_position_in_grid]]) {
    t.write(float4(1.0f), gid);
}

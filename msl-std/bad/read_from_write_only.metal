// expect: no matching member function for call to 'read'
// rule: access::write textures cannot be read (MSL 2.4 section 2.9, texture access qualifiers)
#include <metal_stdlib>
using namespace metal;
kernel void k(texture2d<float, access::write> t [[texture(0)]], device float4* out [[buffer(0)]]) { out[0] = t.read(uint2(0)); }

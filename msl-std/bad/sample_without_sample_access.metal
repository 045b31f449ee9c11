// expect: no matching member function for call to 'sample'
// rule: sample() needs access::sample (MSL 2.4 section 2.9 textures; section 6.12 texture functions)
#include <metal_stdlib>
using namespace metal;
kernel void k(texture2d<float, access::read> t [[texture(0)]], sampler s [[sampler(0)]],
              device float4* out [[buffer(0)]], uint2 gid [[thread_position_in_grid]]) {
    out[gid.x] = t.sample(s, float2(gid) / 64.0f);
}

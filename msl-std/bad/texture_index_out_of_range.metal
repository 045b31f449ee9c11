// expect: [[texture(128)]] is out of range (0..127)
// rule: at most 128 textures per function (MSL 2.4 section 5.2.1; Metal feature set tables)
#include <metal_stdlib>
using namespace metal;
kernel void k(texture2d<float, access::write> t [[texture(128)]]) { t.write(float4(0.0), uint2(0)); }

// expect: [[sampler(0)]] parameter 't' must be a sampler
// rule: [[sampler(index)]] locates a sampler argument (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
fragment float4 f(texture2d<float> t [[sampler(0)]]) { return float4(0.0); }

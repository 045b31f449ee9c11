// expect: [[sampler(16)]] is out of range (0..15)
// rule: at most 16 samplers per function (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
fragment float4 f(texture2d<float> t [[texture(0)]], sampler s [[sampler(16)]]) { return t.sample(s, float2(0.0)); }

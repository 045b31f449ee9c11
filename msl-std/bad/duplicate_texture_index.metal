// expect: duplicate [[texture(0)]]: already used by parameter 'a'
// rule: one argument per index of each resource kind (MSL 2.4 section 5.2.1)
#include <metal_stdlib>
using namespace metal;
fragment float4 f(texture2d<float> a [[texture(0)]], texture2d<float> b [[texture(0)]], sampler s [[sampler(0)]]) { return a.sample(s, float2(0.0)) + b.sample(s, float2(0.0)); }

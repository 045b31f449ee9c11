// expect: no matching member function for call to 'sample'
// rule: sample() takes a sampler and coordinates of the texture's dimension (MSL 2.4 section 6.12)
#include <metal_stdlib>
using namespace metal;
fragment float4 f(texture2d<float> t [[texture(0)]], sampler s [[sampler(0)]], float4 pos [[position]]) {
    return t.sample(s, int2(pos.xy));
}

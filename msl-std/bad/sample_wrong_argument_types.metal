// expect: no matching member function for call to 'sample'
#include <metal_stdlib>
using namespace metal;
fragment float4 f(texture2d<float> t [[texture(0)]], sampler s [[sampler(0)]], float4 pos [[position]]) {
    return t.sample(s, int2(pos.xy));
}

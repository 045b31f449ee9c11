// expect: [[id(2)]] of 'shadow' in struct 'Material' overlaps the ids 1..4 of 'layers'
// rule: each [[id(n)]] of an argument buffer locates one argument, and an array of N takes n..n+N-1 (MSL 2.4 section 2.13)
#include <metal_stdlib>
using namespace metal;
struct Material {
    device float* data [[id(0)]];
    array<texture2d<float>, 4> layers [[id(1)]];
    texture2d<float> shadow [[id(2)]];
};
kernel void k(constant Material& m [[buffer(0)]], uint i [[thread_position_in_grid]]) {
    m.data[i] = m.layers[i & 3].read(uint2(i, 0)).x + m.shadow.read(uint2(0, 0)).x;
}

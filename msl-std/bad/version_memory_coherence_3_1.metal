// expect: use of undeclared identifier 'memory_coherence_device'
// std: metal3.1
// rule: memory_coherence is new in MSL 3.2 (MSL 3.2 section 2.9, textures; section 4, coherent memory)
#include <metal_stdlib>
using namespace metal;
kernel void k(texture2d<float, access::write, memory_coherence_device> t [[texture(0)]]) { t.write(float4(0.0), uint2(0)); }

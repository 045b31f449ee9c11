// expect: no member named 'atomic_fetch_add'
// std: metal3.2
// rule: cube texture atomics are new in MSL 4.0 (texture atomic functions; SPIRV-Cross tags its cube-atomic test .msl4.)
#include <metal_stdlib>
using namespace metal;
kernel void k(texturecube<uint, access::read_write> t [[texture(0)]]) { t.atomic_fetch_add(uint2(0), 0u, 1u); }

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture1d_array<float> tex [[texture(0)]],
    sampler s [[sampler(0)]],
    texture1d_array<float, access::write> img [[texture(1)]],
    device float4* o [[buffer(0)]]
) {
    uint3 id_1 = {};
    int x = {};
    int l = {};
    float4 a = {};
    float4 b = {};
    id_1 = id;
    x = int(id_1.x);
    l = int(id_1.y);
    int3 _e15 = int3(x, l, 0);
    int2 _e16 = _e15.xy;
    float4 _e20 = tex.read(uint(_e16.x), uint(_e16.y));
    a = _e20;
    float2 _e34 = float2((float(x) * 0.19f) - 0.3f, float(1 - l));
    float4 _e41 = tex.sample(s, _e34.x, uint(int(rint(_e34.y))));
    b = _e41;
    o[uint((l * 8) + x)] = a;
    o[uint((16 + (l * 8)) + x)] = b;
    uint2 _e69 = uint2(uint(7 - x), uint(l));
    img.write(a + b, uint(_e69.x), uint(_e69.y));
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

float4 fetch(texture_buffer<float> b, uint i) {
    float4 _e3 = b.read(uint(i));
    return _e3;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    texture_buffer<float> Positions [[texture(0)]],
    texture1d<float> Ramp [[texture(1)]],
    array<texture_buffer<int>, 2> Pairs [[texture(2)]],
    texture_buffer<float, access::read_write> Weights [[texture(4)]],
    texture_buffer<uint, access::write> Out [[texture(5)]],
    sampler Linear [[sampler(0)]]
) {
    uint3 id_1 = {};
    uint count = {};
    uint i = {};
    float4 p = {};
    int2 q = {};
    id_1 = id;
    uint _e4 = Positions.get_width();
    count = _e4;
    i = min(id_1.x, count - 1u);
    float4 _e16 = fetch(Positions, i);
    float4 _e22 = Ramp.sample(Linear, 0.5f);
    p = _e16 * _e22;
    int4 _e31 = Pairs[0].read(uint(int(i)));
    int4 _e38 = Pairs[1].read(uint(i));
    q = _e31.xy + _e38.xy;
    float4 _e46 = Weights.read(uint(i));
    Weights.write(float4(_e46.x + p.w, 0.0f, 0.0f, 0.0f), uint(i));
    Weights.fence();
    int2 _e57 = q;
    Out.write(uint4(uint(_e57.x), uint(_e57.y), count, as_type<uint>(p.x)), uint(i));
    return;
}

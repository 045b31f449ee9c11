// language: metal2.4
#include <metal_stdlib>
#include <simd/simd.h>

using metal::uint;

struct _mslBufferSizes {
    uint size0;
};

struct Particle {
    metal::packed_float3 pos;
    float mass;
    metal::float2 vel;
    uint id;
};
typedef Particle type_4[1];

struct main_Input {
};
[[max_total_threads_per_threadgroup(4)]] kernel void main_(
  metal::uint3 id [[thread_position_in_grid]]
, device type_4& Particles [[buffer(0)]]
, constant _mslBufferSizes& _buffer_sizes [[buffer(29)]]
) {
    metal::uint3 id_1 = {};
    Particle p = {};
    id_1 = id;
    uint _e5 = id_1.x;
    Particle _e7 = Particles[_e5];
    p = _e7;
    metal::float2 _e11 = p.vel;
    float _e16 = p.mass;
    metal::float3 _e19 = p.pos;
    p.pos = _e19 + (metal::float3(_e11.x, _e11.y, 0.0) * metal::float3(_e16));
    metal::float2 _e23 = p.vel;
    p.vel = -(_e23);
    uint _e28 = p.id;
    p.id = (_e28 * 2u) + 1u;
    uint _e36 = id_1.x;
    Particle _e38 = p;
    Particles[_e36] = _e38;
    return;
}

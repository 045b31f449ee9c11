// naga 30 msl-out of a WGSL test shader (a.wgsl in msl-std/good/wgsl/), kept as a
// sample of real writer output.
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
    metal::packed_float3 vel;
    uint flags;
};
struct Params {
    metal::float4x4 m;
    metal::packed_float3 scale;
    uint count;
    metal::float3x3 h;
};
typedef Particle type_5[1];
struct type_9 {
    metal::atomic_int inner[16];
};
struct type_10 {
    float inner[64];
};
struct _atomic_compare_exchange_result_Uint_4_ {
    uint old_value;
    bool exchanged;
    char _pad2[3];
};
struct _modf_result_f32_ {
    float fract;
    float whole;
};
struct _frexp_result_f32_ {
    float fract;
    int exp;
};

template <typename A>
_atomic_compare_exchange_result_Uint_4_ naga_atomic_compare_exchange_weak_explicit(
    device A *atomic_ptr,
    uint cmp,
    uint v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Uint_4_{cmp, swapped};
}
template <typename A>
_atomic_compare_exchange_result_Uint_4_ naga_atomic_compare_exchange_weak_explicit(
    threadgroup A *atomic_ptr,
    uint cmp,
    uint v
) {
    bool swapped = metal::atomic_compare_exchange_weak_explicit(
        atomic_ptr, &cmp, v,
        metal::memory_order_relaxed, metal::memory_order_relaxed
    );
    return _atomic_compare_exchange_result_Uint_4_{cmp, swapped};
}

_modf_result_f32_ naga_modf(float arg) {
    float other;
    float fract = metal::modf(arg, other);
    return _modf_result_f32_{ fract, other };
}

_frexp_result_f32_ naga_frexp(float arg) {
    int other;
    float fract = metal::frexp(arg, other);
    return _frexp_result_f32_{ fract, other };
}

float rnd(
    thread uint& seed
) {
    uint _e2 = seed;
    seed = (_e2 * 1664525u) + 1013904223u;
    uint _e8 = seed;
    return static_cast<float>(_e8 >> 8u) / 16777216.0;
}
uint naga_mod(uint lhs, uint rhs) {
    return lhs % metal::select(rhs, 1u, rhs == 0u);
}


struct main_Input {
};
[[max_total_threads_per_threadgroup(64)]] kernel void main_(
  metal::uint3 gid [[thread_position_in_grid]]
, uint li [[thread_index_in_threadgroup]]
, metal::uint3 wid [[threadgroup_position_in_grid]]
, device type_5& particles [[buffer(0)]]
, constant Params& params [[buffer(1)]]
, device metal::atomic_uint& counter [[buffer(2)]]
, device type_9& hist [[buffer(3)]]
, threadgroup type_10& tile
, threadgroup metal::atomic_uint& wg_count
, constant _mslBufferSizes& _buffer_sizes [[buffer(5)]]
) {
    uint seed = 7u;
    if (li == 0u) {
        tile = {};
        metal::atomic_store_explicit(&wg_count, 0, metal::memory_order_relaxed);
    }
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    Particle p = {};
    uint s = 32u;
    uint i = gid.x;
    if (i >= (1 + (_buffer_sizes.size0 - 0 - 32) / 32)) {
        return;
    }
    Particle _e9 = particles[i];
    p = _e9;
    metal::float4x4 _e13 = params.m;
    metal::float3 _e15 = p.vel;
    metal::float3 _e22 = params.scale;
    metal::float3x3 _e26 = params.h;
    metal::float3 _e28 = p.pos;
    metal::float3 v = ((_e13 * metal::float4(_e15, 0.0)).xyz * _e22) + (_e26 * _e28);
    metal::float3 _e33 = p.pos;
    float _e37 = rnd(seed);
    p.pos = (_e33 + (v * 0.016)) + metal::float3(_e37);
    tile.inner[li] = metal::length(v);
    metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
    uint2 loop_bound = uint2(4294967295u);
    bool loop_init = true;
    while(true) {
        if (metal::all(loop_bound == uint2(0u))) { break; }
        loop_bound -= uint2(loop_bound.y == 0u, 1u);
        if (!loop_init) {
            uint _e61 = s;
            s = _e61 >> 1u;
        }
        loop_init = false;
        uint _e45 = s;
        if (_e45 > 0u) {
        } else {
            break;
        }
        {
            uint _e48 = s;
            if (li < _e48) {
                float _e54 = tile.inner[li];
                uint _e56 = s;
                float _e59 = tile.inner[li + _e56];
                tile.inner[li] = _e54 + _e59;
            }
            metal::threadgroup_barrier(metal::mem_flags::mem_threadgroup);
        }
    }
    uint _e66 = metal::atomic_fetch_add_explicit(&counter, 1u, metal::memory_order_relaxed);
    int _e72 = metal::atomic_fetch_max_explicit(&hist.inner[naga_mod(i, 16u)], static_cast<int>(_e66), metal::memory_order_relaxed);
    uint _e75 = metal::atomic_fetch_add_explicit(&wg_count, 1u, metal::memory_order_relaxed);
    _atomic_compare_exchange_result_Uint_4_ _e79 = naga_atomic_compare_exchange_weak_explicit(&counter, 5u, 6u);
    uint _e81 = p.flags;
    switch(static_cast<int>(_e81)) {
        case 0: {
            float _e85 = p.mass;
            p.mass = _e85 * 2.0;
            break;
        }
        case 1:
        case 2: {
            float _e90 = p.mass;
            p.mass = metal::sqrt(_e90);
            break;
        }
        default: {
            float _e94 = p.mass;
            p.mass = metal::clamp(_e94, 0.0, 1.0);
            break;
        }
    }
    metal::float3 b = metal::select(metal::float3(0.0), metal::float3(1.0), v > metal::float3(0.5));
    uint _e107 = p.flags;
    uint _e110 = p.flags;
    uint _e114 = p.flags;
    uint _e118 = p.flags;
    uint _e124 = p.flags;
    uint bits = (((metal::popcount(_e107) + metal::reverse_bits(_e110)) + metal::select(31 - metal::clz(_e114), uint(-1), _e114 == 0)) + metal::extract_bits(_e118, metal::min(2u, 32u), metal::min(3u, 32u - metal::min(2u, 32u)))) + metal::insert_bits(_e124, 1u, metal::min(4u, 32u), metal::min(2u, 32u - metal::min(4u, 32u)));
    float _e131 = p.mass;
    uint q = (as_type<uint>(_e131) ^ metal::pack_float_to_unorm4x8(metal::float4(0.5))) ^ as_type<uint>(half2(metal::float2(1.0)));
    float _e142 = p.mass;
    float _e145 = p.mass;
    float _e150 = p.mass;
    float _e155 = p.mass;
    metal::float3 _e160 = p.pos;
    metal::float4x4 _e165 = params.m;
    float f = (((((metal::fract(_e142) + naga_modf(_e145).fract) + naga_frexp(_e150).fract) + metal::ldexp(_e155, 2)) + metal::dot(_e160, b)) + metal::determinant(_e165)) + static_cast<float>(_e79.old_value);
    p.flags = ((bits + q) + static_cast<uint>(metal::any(b > metal::float3(0.0)))) + static_cast<uint>(metal::all(v < metal::float3(0.0)));
    metal::float3 _e188 = p.pos;
    metal::float3x3 _e196 = params.h;
    metal::float3 _e199 = p.vel;
    metal::float3 _e209 = p.pos;
    p.vel = ((((((metal::mix(metal::normalize(v), metal::cross(v, _e188), metal::float3(0.5)) * f) + (metal::transpose(_e196) * _e199)) + metal::smoothstep(metal::float3(0.0), metal::float3(1.0), v)) + metal::step(v, _e209)) + metal::faceforward(v, v, v)) + metal::reflect(v, v)) + metal::refract(v, v, 0.5);
    Particle _e221 = p;
    particles[i] = _e221;
    return;
}

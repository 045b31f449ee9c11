#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Pair {
    float lo;
    float hi;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 8, "Pair: size");
static_assert(__builtin_offsetof(Pair, lo) == 0, "Pair::lo: offset");
static_assert(__builtin_offsetof(Pair, hi) == 4, "Pair::hi: offset");
#endif

Pair order(float a, float b) {
    Pair p = {};
    if (a < b) {
        {
            p.lo = a;
            p.hi = b;
            Pair _e6 = p;
            return _e6;
        }
    }
    p.lo = b;
    p.hi = a;
    Pair _e9 = p;
    return _e9;
}

void split(float x, thread float& whole, thread float& part) {
    float x_1 = {};
    x_1 = x;
    float _e4 = x_1;
    whole = floor(_e4);
    float _e6 = x_1;
    float _e7 = whole;
    part = _e6 - _e7;
    return;
}

void accumulate(thread float& sum, float x, float weight) {
    float _e4 = sum;
    sum = _e4 + (x * weight);
    return;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 id_1 = {};
    uint i = {};
    float a = {};
    float b = {};
    Pair p = {};
    float w = {};
    float f = {};
    float _whole = {};
    float _part = {};
    float s = {};
    float _sum = {};
    float _sum_1 = {};
    id_1 = id;
    uint _e4 = id_1.x;
    i = _e4;
    uint _e7 = i;
    float _e9 = In[_e7];
    a = _e9;
    uint _e13 = i;
    float _e17 = In[7u - _e13];
    b = _e17;
    float _e19 = a;
    float _e20 = b;
    Pair _e21 = order(_e19, _e20);
    p = _e21;
    float _e24 = a;
    split(_e24, _whole, _part);
    float _e27 = _whole;
    w = _e27;
    float _e28 = _part;
    f = _e28;
    s = 1.0f;
    float _e33 = s;
    _sum = _e33;
    float _e34 = a;
    accumulate(_sum, _e34, 2.0f);
    float _e35 = _sum;
    s = _e35;
    float _e39 = s;
    _sum_1 = _e39;
    float _e40 = b;
    accumulate(_sum_1, _e40, -0.5f);
    float _e41 = _sum_1;
    s = _e41;
    uint _e44 = i;
    float _e52 = p.lo;
    Out[(_e44 * 5u) + 0u] = _e52;
    uint _e55 = i;
    float _e63 = p.hi;
    Out[(_e55 * 5u) + 1u] = _e63;
    uint _e66 = i;
    float _e73 = w;
    Out[(_e66 * 5u) + 2u] = _e73;
    uint _e76 = i;
    float _e83 = f;
    Out[(_e76 * 5u) + 3u] = _e83;
    uint _e86 = i;
    float _e93 = s;
    Out[(_e86 * 5u) + 4u] = _e93;
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    uint3 gl_GlobalInvocationID_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_GlobalInvocationID_) == 0, "_glsl_In::gl_GlobalInvocationID_: offset");
#endif

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

void _glsl_main(thread uint3& gl_GlobalInvocationID, const device float* In, device float* Out) {
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
    uint _e3 = gl_GlobalInvocationID.x;
    i = _e3;
    uint _e6 = i;
    float _e8 = In[_e6];
    a = _e8;
    uint _e12 = i;
    float _e15 = In[7u - _e12];
    b = _e15;
    float _e17 = a;
    float _e18 = b;
    Pair _e19 = order(_e17, _e18);
    p = _e19;
    float _e22 = a;
    split(_e22, _whole, _part);
    float _e25 = _whole;
    w = _e25;
    float _e26 = _part;
    f = _e26;
    s = 1.0f;
    float _e31 = s;
    _sum = _e31;
    float _e32 = a;
    accumulate(_sum, _e32, 2.0f);
    float _e33 = _sum;
    s = _e33;
    float _e37 = s;
    _sum_1 = _e37;
    float _e38 = b;
    accumulate(_sum_1, _e38, -0.5f);
    float _e39 = _sum_1;
    s = _e39;
    uint _e42 = i;
    float _e48 = p.lo;
    Out[(_e42 * 5u) + 0u] = _e48;
    uint _e51 = i;
    float _e57 = p.hi;
    Out[(_e51 * 5u) + 1u] = _e57;
    uint _e60 = i;
    float _e65 = w;
    Out[(_e60 * 5u) + 2u] = _e65;
    uint _e68 = i;
    float _e73 = f;
    Out[(_e68 * 5u) + 3u] = _e73;
    uint _e76 = i;
    float _e81 = s;
    Out[(_e76 * 5u) + 4u] = _e81;
    return;
}

kernel void main0(
    uint3 gl_GlobalInvocationID_1 [[thread_position_in_grid]],
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]]
) {
    uint3 gl_GlobalInvocationID = {};
    _glsl_In input = {};
    input = _glsl_In {gl_GlobalInvocationID_1};
    uint3 _e5 = input.gl_GlobalInvocationID_;
    gl_GlobalInvocationID = _e5;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

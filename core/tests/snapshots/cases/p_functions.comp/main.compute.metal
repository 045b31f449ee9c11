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
            return p;
        }
    }
    p.lo = b;
    p.hi = a;
    return p;
}

void split(float x, thread float& whole, thread float& part) {
    float x_1 = {};
    x_1 = x;
    whole = floor(x_1);
    part = x_1 - whole;
    return;
}

void accumulate(thread float& sum, float x, float weight) {
    sum = sum + (x * weight);
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
    i = gl_GlobalInvocationID.x;
    a = In[i];
    b = In[7u - i];
    Pair _e19 = order(a, b);
    p = _e19;
    split(a, _whole, _part);
    w = _whole;
    f = _part;
    s = 1.0f;
    _sum = s;
    accumulate(_sum, a, 2.0f);
    s = _sum;
    _sum_1 = s;
    accumulate(_sum_1, b, -0.5f);
    s = _sum_1;
    Out[(i * 5u) + 0u] = p.lo;
    Out[(i * 5u) + 1u] = p.hi;
    Out[(i * 5u) + 2u] = w;
    Out[(i * 5u) + 3u] = f;
    Out[(i * 5u) + 4u] = s;
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
    gl_GlobalInvocationID = input.gl_GlobalInvocationID_;
    _glsl_main(gl_GlobalInvocationID, In, Out);
    return;
}

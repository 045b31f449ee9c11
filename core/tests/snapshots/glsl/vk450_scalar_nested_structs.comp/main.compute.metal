#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Sample {
    packed_float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Sample) == 16, "Sample: size");
static_assert(__builtin_offsetof(Sample, color) == 0, "Sample::color: offset");
#endif

struct Pair {
    Sample first;
    float weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 20, "Pair: size");
static_assert(__builtin_offsetof(Pair, first) == 0, "Pair::first: offset");
static_assert(__builtin_offsetof(Pair, weight) == 16, "Pair::weight: offset");
#endif

struct Wrapped {
    Pair pair;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Wrapped) == 20, "Wrapped: size");
static_assert(__builtin_offsetof(Wrapped, pair) == 0, "Wrapped::pair: offset");
#endif

struct Samples {
    float scale;
    Wrapped wrapped;
    array<Pair, 8> pairs;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Samples) == 184, "Samples: size");
static_assert(__builtin_offsetof(Samples, scale) == 0, "Samples::scale: offset");
static_assert(__builtin_offsetof(Samples, wrapped) == 4, "Samples::wrapped: offset");
static_assert(__builtin_offsetof(Samples, pairs) == 24, "Samples::pairs: offset");
#endif

struct _glsl_In {
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 0, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

void _glsl_main(thread uint& gl_LocalInvocationIndex, device Samples* samples) {
    uint i = {};
    Pair p = {};
    i = gl_LocalInvocationIndex;
    p = samples[0u].pairs[i];
    samples[0u].pairs[i].first.color = (float4(p.first.color) * float4(p.weight)) * float4(samples[0u].scale);
    if (i == 0u) {
        {
            samples[0u].wrapped.pair.first.color.x = samples[0u].wrapped.pair.first.color.x + 1.0f;
        }
    }
    return;
}

kernel void main0(
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    device Samples* samples [[buffer(0)]]
) {
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationIndex_1};
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_LocalInvocationIndex, samples);
    return;
}

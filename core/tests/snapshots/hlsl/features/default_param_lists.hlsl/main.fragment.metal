#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct Range {
    float lo;
    float hi;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Range) == 8, "Range: size");
static_assert(__builtin_offsetof(Range, lo) == 0, "Range::lo: offset");
static_assert(__builtin_offsetof(Range, hi) == 4, "Range::hi: offset");
#endif

float remap(float x, Range r, array<float, 2> weights) {
    float t = {};
    t = saturate((x - r.lo) / (r.hi - r.lo));
    return (t * weights[1]) + weights[0];
}

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]]
) {
    float4 pos_1 = {};
    Range wide = {};
    pos_1 = pos;
    wide = Range {-1.0f, 2.0f};
    float _e15 = remap(pos_1.x, Range {0.0f, 1.0f}, array<float, 2> {0.25f, 0.75f});
    float _e22 = remap(pos_1.y, wide, array<float, 2> {0.25f, 0.75f});
    {
        mainOutput result = mainOutput {float4(_e15, _e22, 0.0f, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

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

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    float4 pos [[position]]
) {
    float4 pos_1 = {};
    float nearest = {};
    float lowest = {};
    pos_1 = pos;
    nearest = as_type<float>(2139095040u);
    lowest = -as_type<float>(2139095040u);
    nearest = min(nearest, pos_1.z);
    {
        mainOutput result = mainOutput {float4(nearest, max(lowest, pos_1.w), 0.0f, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

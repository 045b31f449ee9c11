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
    float4 p [[position]]
) {
    float4 p_1 = {};
    float d = {};
    p_1 = p;
    d = float {};
    {
        mainOutput result = mainOutput {float4(d, 0.0f, 0.0f, 1.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

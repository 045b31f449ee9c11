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
    uint taps = {};
    array<float, 8> weights = {};
    array<array<float, 4>, 8> grid = {};
    uint i = {};
    pos_1 = pos;
    taps = uint((4 * 3) - 4);
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < taps)) {
                break;
            }
            {
                weights[i] = 1.0f / float(i + 1u);
                grid[i][i % 4u] = weights[i];
            }
        }
    }
    float2 _e52 = pos_1.xy;
    {
        mainOutput result = mainOutput {float4(weights[taps - 1u], grid[2][2], _e52.x, _e52.y)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

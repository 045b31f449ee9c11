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

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> image [[texture(0)]],
    sampler linearClamp [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    array<float, 4> weights = array<float, 4> {0.1f, 0.2f, 0.3f, 0.4f};
    array<float2, 3> taps = array<float2, 3> {float2(-1.0f, 0.0f), float2(0.0f, 0.0f), float2(1.0f, 0.0f)};
    array<array<int, 3>, 2> grid = array<array<int, 3>, 2> {array<int, 3> {1, 2, 3}, array<int, 3> {4, 5, 6}};
    float2 uv_1 = {};
    float4 sum = {};
    uint i = {};
    uv_1 = uv;
    sum = float4(0.0f);
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < 4u)) {
                break;
            }
            {
                float4 _e32 = image.sample(linearClamp, uv_1 + (taps[i % 3u] * float2(0.01f)));
                sum = sum + (float4(weights[i]) * _e32);
            }
        }
    }
    {
        mainOutput result = mainOutput {sum * float4(float(grid[1][2] - grid[0][1]))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

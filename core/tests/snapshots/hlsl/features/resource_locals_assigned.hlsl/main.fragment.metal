#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Tables_buffer {
    uint data[1];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(__builtin_offsetof(Tables_buffer, data) == 0, "Tables_buffer::data: offset");
#endif

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
    array<texture2d<float>, 2> Layers [[texture(0)]],
    const device Tables_buffer* Tables_0 [[buffer(0)]],
    const device Tables_buffer* Tables_1 [[buffer(1)]],
    sampler Linear [[sampler(0)]]
) {
    array<const device Tables_buffer*, 2> Tables = {Tables_0, Tables_1};
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    float4 c = {};
    uv_1 = uv;
    float4 _e9 = Layers[0].sample(Linear, uv_1);
    c = _e9;
    float4 _e15 = Layers[1].sample(Linear, uv_1);
    c = c + (_e15 * float4(as_type<float>((*Tables[1]).data[0u >> 2u])));
    {
        mainOutput result = mainOutput {c};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct ps_mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ps_mainOutput) == 16, "ps_mainOutput: size");
static_assert(__builtin_offsetof(ps_mainOutput, SV_Target) == 0, "ps_mainOutput::SV_Target: offset");
#endif

struct ps_main_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct ps_main_out {
    float4 SV_Target [[color(0)]];
};

fragment ps_main_out ps_main(
    ps_main_in stage_in [[stage_in]],
    float4 pos [[position]],
    texture2d<float> Near [[texture(0)]],
    texture2d<float> Far [[texture(1)]],
    sampler Linear [[sampler(0)]]
) {
    float2 uv = stage_in.uv;
    float4 pos_1 = {};
    float2 uv_1 = {};
    bool near = {};
    pos_1 = pos;
    uv_1 = uv;
    near = pos_1.y < 128.0f;
    bool _e10 = quad_all(near);
    if (_e10) {
        float4 _e14 = Near.sample(Linear, uv_1);
        {
            ps_mainOutput result = ps_mainOutput {_e14};
            ps_main_out out = {};
            out.SV_Target = result.SV_Target;
            return out;
        }
    }
    bool _e17 = quad_any(near);
    if (_e17) {
        float4 _e21 = Near.sample(Linear, uv_1);
        float4 _e25 = Far.sample(Linear, uv_1);
        {
            ps_mainOutput result_1 = ps_mainOutput {mix(_e21, _e25, float4(0.5f))};
            ps_main_out out_1 = {};
            out_1.SV_Target = result_1.SV_Target;
            return out_1;
        }
    }
    float4 _e34 = Far.sample(Linear, uv_1);
    {
        ps_mainOutput result_2 = ps_mainOutput {_e34};
        ps_main_out out_2 = {};
        out_2.SV_Target = result_2.SV_Target;
        return out_2;
    }
}

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

constant array<float2, 30> standard_sample_positions = array<float2, 30> {float2(0.25f, 0.25f), float2(-0.25f, -0.25f), float2(-0.125f, -0.375f), float2(0.375f, -0.125f), float2(-0.375f, 0.125f), float2(0.125f, 0.375f), float2(0.0625f, -0.1875f), float2(-0.0625f, 0.1875f), float2(0.3125f, 0.0625f), float2(-0.1875f, -0.3125f), float2(-0.3125f, 0.3125f), float2(-0.4375f, -0.0625f), float2(0.1875f, 0.4375f), float2(0.4375f, -0.4375f), float2(0.0625f, 0.0625f), float2(-0.0625f, -0.1875f), float2(-0.1875f, 0.125f), float2(0.25f, -0.0625f), float2(-0.3125f, -0.125f), float2(0.125f, 0.3125f), float2(0.3125f, 0.1875f), float2(0.1875f, -0.3125f), float2(-0.125f, 0.375f), float2(0.0f, -0.4375f), float2(-0.25f, -0.375f), float2(-0.375f, 0.25f), float2(-0.5f, 0.0f), float2(0.4375f, -0.25f), float2(0.375f, 0.4375f), float2(-0.4375f, -0.5f)};

struct main0_in {
    uint s [[user(SAMPLE0), flat]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d_ms<float> Color [[texture(0)]],
    texture2d_ms_array<float> Layers [[texture(1)]]
) {
    uint s = stage_in.s;
    uint s_1 = {};
    float2 a = {};
    array<float2, 30> _sample_positions = {};
    float2 b = {};
    array<float2, 30> _sample_positions_1 = {};
    s_1 = s;
    uint _e4 = s_1;
    uint _e5 = Color.get_num_samples();
    bool _e31 = ((((_e5 == 2u) || (_e5 == 4u)) || (_e5 == 8u)) || (_e5 == 16u)) && (_e4 < _e5);
    _sample_positions = standard_sample_positions;
    a = _e31 ? _sample_positions[_e31 ? (((_e5 == 2u) ? 0u : ((_e5 == 4u) ? 2u : ((_e5 == 8u) ? 6u : 14u))) + _e4) : 0u] : float2 {};
    uint _e46 = s_1 + 1u;
    uint _e47 = Layers.get_num_samples();
    bool _e73 = ((((_e47 == 2u) || (_e47 == 4u)) || (_e47 == 8u)) || (_e47 == 16u)) && (_e46 < _e47);
    _sample_positions_1 = standard_sample_positions;
    b = _e73 ? _sample_positions_1[_e73 ? (((_e47 == 2u) ? 0u : ((_e47 == 4u) ? 2u : ((_e47 == 8u) ? 6u : 14u))) + _e46) : 0u] : float2 {};
    float2 _e83 = a;
    float2 _e86 = b;
    {
        mainOutput result = mainOutput {float4(_e83.x, _e83.y, _e86.x, _e86.y)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct anonymous_struct1 {
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(anonymous_struct1) == 16, "anonymous_struct1: size");
static_assert(__builtin_offsetof(anonymous_struct1, tint) == 0, "anonymous_struct1::tint: offset");
#endif

struct type_Globals {
    float Gain;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, Gain) == 0, "type_Globals::Gain: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct Pair {
    float a;
    float b;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pair) == 8, "Pair: size");
static_assert(__builtin_offsetof(Pair, a) == 0, "Pair::a: offset");
static_assert(__builtin_offsetof(Pair, b) == 4, "Pair::b: offset");
#endif

constant uint Range_Count = 4u;

struct main0_in {
    float2 uv [[user(TEXCOORD0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> Albedo [[texture(0)]],
    sampler Linear [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 uv = stage_in.uv;
    anonymous_struct1 Style = {};
    float2 uv_1 = {};
    float scale = {};
    Pair p = {};
    int letter = {};
    uint steps = {};
    uv_1 = uv;
    scale = _Globals.Gain;
    p = Pair {scale, 2.0f};
    letter = 65 + 10;
    steps = Range_Count;
    Style.tint = float4(1.0f, 1.0f, 1.0f, 1.0f);
    float4 _e30 = Albedo.sample(Linear, uv_1);
    {
        mainOutput result = mainOutput {(((_e30 * float4(p.a)) * float4(p.b)) * Style.tint) + float4(float(uint(letter) + steps))};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

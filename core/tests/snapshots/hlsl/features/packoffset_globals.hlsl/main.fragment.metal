#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Explicit {
    float First;
    uchar _pad1[4];
    float2 FirstTail;
    float4 Second;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Explicit) == 32, "type_Explicit: size");
static_assert(__builtin_offsetof(type_Explicit, First) == 0, "type_Explicit::First: offset");
static_assert(__builtin_offsetof(type_Explicit, FirstTail) == 8, "type_Explicit::FirstTail: offset");
static_assert(__builtin_offsetof(type_Explicit, Second) == 16, "type_Explicit::Second: offset");
#endif

struct type_Globals {
    float4 LooseColor;
    float LooseScale;
    packed_float3 LooseDir;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 32, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, LooseColor) == 0, "type_Globals::LooseColor: offset");
static_assert(__builtin_offsetof(type_Globals, LooseScale) == 16, "type_Globals::LooseScale: offset");
static_assert(__builtin_offsetof(type_Globals, LooseDir) == 20, "type_Globals::LooseDir: offset");
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
    constant type_Explicit& Explicit [[buffer(0)]],
    constant type_Globals& _Globals [[buffer(1)]]
) {
    float2 uv = stage_in.uv;
    float2 uv_1 = {};
    uv_1 = uv;
    float2 _e12 = Explicit.FirstTail;
    float2 _e15 = uv_1;
    float3 _e32 = float3(_Globals.LooseDir);
    {
        mainOutput result = mainOutput {((((Explicit.Second * float4(Explicit.First)) + float4(_e12.x, _e12.y, _e15.x, _e15.y)) * _Globals.LooseColor) * float4(_Globals.LooseScale)) + float4(_e32.x, _e32.y, _e32.z, 0.0f)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

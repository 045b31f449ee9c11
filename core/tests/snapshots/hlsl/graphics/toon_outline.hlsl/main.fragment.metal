#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_ToonParams {
    packed_float3 LightDir;
    int Bands;
    float4 RimColor;
    float RimPower;
    uchar _pad4[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_ToonParams) == 48, "type_ToonParams: size");
static_assert(__builtin_offsetof(type_ToonParams, LightDir) == 0, "type_ToonParams::LightDir: offset");
static_assert(__builtin_offsetof(type_ToonParams, Bands) == 12, "type_ToonParams::Bands: offset");
static_assert(__builtin_offsetof(type_ToonParams, RimColor) == 16, "type_ToonParams::RimColor: offset");
static_assert(__builtin_offsetof(type_ToonParams, RimPower) == 32, "type_ToonParams::RimPower: offset");
#endif

struct PSInput {
    float4 pos;
    float3 normal;
    float3 viewDir;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSInput) == 64, "PSInput: size");
static_assert(__builtin_offsetof(PSInput, pos) == 0, "PSInput::pos: offset");
static_assert(__builtin_offsetof(PSInput, normal) == 16, "PSInput::normal: offset");
static_assert(__builtin_offsetof(PSInput, viewDir) == 32, "PSInput::viewDir: offset");
static_assert(__builtin_offsetof(PSInput, color) == 48, "PSInput::color: offset");
#endif

struct mainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target) == 0, "mainOutput::SV_Target: offset");
#endif

struct main0_in {
    float3 input_NORMAL [[user(NORMAL0)]];
    float3 input_TEXCOORD1 [[user(TEXCOORD1)]];
    float4 input_COLOR [[user(COLOR0)]];
};

struct main0_out {
    float4 SV_Target [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    constant type_ToonParams& ToonParams [[buffer(0)]]
) {
    float3 input_NORMAL = stage_in.input_NORMAL;
    float3 input_TEXCOORD1 = stage_in.input_TEXCOORD1;
    float4 input_COLOR = stage_in.input_COLOR;
    PSInput input = {};
    float3 n = {};
    float ndl = {};
    float banded = {};
    float rim = {};
    float3 c = {};
    input = PSInput {input_SV_Position, input_NORMAL, input_TEXCOORD1, input_COLOR};
    n = normalize(input.normal);
    ndl = max(0.0f, dot(n, -normalize(float3(ToonParams.LightDir))));
    banded = floor(ndl * float(ToonParams.Bands)) / float(ToonParams.Bands);
    rim = pow(1.0f - saturate(dot(n, normalize(input.viewDir))), ToonParams.RimPower);
    c = (input.color.xyz * float3(0.3f + (0.7f * banded))) + ((ToonParams.RimColor.xyz * float3(rim)) * float3(ToonParams.RimColor.w));
    float3 _e74 = c;
    {
        mainOutput result = mainOutput {float4(_e74.x, _e74.y, _e74.z, input.color.w)};
        main0_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

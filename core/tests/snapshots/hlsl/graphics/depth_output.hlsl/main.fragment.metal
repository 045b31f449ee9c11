#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_SphereParams {
    float4x4 Projection;
    float Radius;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_SphereParams) == 80, "type_SphereParams: size");
static_assert(__builtin_offsetof(type_SphereParams, Projection) == 0, "type_SphereParams::Projection: offset");
static_assert(__builtin_offsetof(type_SphereParams, Radius) == 64, "type_SphereParams::Radius: offset");
#endif

struct PSIn {
    float4 pos;
    float2 local;
    uchar _pad2[8];
    float3 viewCenter;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSIn) == 48, "PSIn: size");
static_assert(__builtin_offsetof(PSIn, pos) == 0, "PSIn::pos: offset");
static_assert(__builtin_offsetof(PSIn, local) == 16, "PSIn::local: offset");
static_assert(__builtin_offsetof(PSIn, viewCenter) == 32, "PSIn::viewCenter: offset");
#endif

struct mainOutput {
    float4 SV_Target0;
    float SV_Depth;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Target0) == 0, "mainOutput::SV_Target0: offset");
static_assert(__builtin_offsetof(mainOutput, SV_Depth) == 16, "mainOutput::SV_Depth: offset");
#endif

struct PSOut {
    float4 color;
    float depth;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSOut) == 32, "PSOut: size");
static_assert(__builtin_offsetof(PSOut, color) == 0, "PSOut::color: offset");
static_assert(__builtin_offsetof(PSOut, depth) == 16, "PSOut::depth: offset");
#endif

struct main0_in {
    float2 input_TEXCOORD0 [[user(TEXCOORD0)]];
    float3 input_TEXCOORD1 [[user(TEXCOORD1)]];
};

struct main0_out {
    float4 SV_Target0 [[color(0)]];
    float SV_Depth [[depth(any)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float4 input_SV_Position [[position]],
    constant type_SphereParams& SphereParams [[buffer(0)]]
) {
    float2 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    float3 input_TEXCOORD1 = stage_in.input_TEXCOORD1;
    PSIn input = {};
    float r2 = {};
    float3 n = {};
    float3 viewPos = {};
    float4 clip = {};
    PSOut o = {};
    input = PSIn {input_SV_Position, input_TEXCOORD0, {}, input_TEXCOORD1};
    r2 = dot(input.local, input.local);
    if (r2 > 1.0f) {
        discard_fragment();
    }
    float2 _e20 = input.local;
    n = float3(_e20.x, _e20.y, sqrt(1.0f - r2));
    viewPos = input.viewCenter + (n * float3(SphereParams.Radius));
    float3 _e36 = viewPos;
    clip = transpose(SphereParams.Projection) * float4(_e36.x, _e36.y, _e36.z, 1.0f);
    float3 _e56 = (n * float3(0.5f)) + float3(0.5f);
    o.color = float4(_e56.x, _e56.y, _e56.z, 1.0f);
    o.depth = clip.z / clip.w;
    PSOut _e68 = o;
    {
        mainOutput result = mainOutput {_e68.color, _e68.depth};
        main0_out out = {};
        out.SV_Target0 = result.SV_Target0;
        out.SV_Depth = result.SV_Depth;
        return out;
    }
}

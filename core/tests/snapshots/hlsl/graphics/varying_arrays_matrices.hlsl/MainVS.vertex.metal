#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct UBO {
    float4x4 projection;
    float4x4 view;
    array<float3, 2> lightPos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(UBO) == 160, "UBO: size");
static_assert(__builtin_offsetof(UBO, projection) == 0, "UBO::projection: offset");
static_assert(__builtin_offsetof(UBO, view) == 64, "UBO::view: offset");
static_assert(__builtin_offsetof(UBO, lightPos) == 128, "UBO::lightPos: offset");
#endif

struct MainVSOutput {
    float4 SV_POSITION;
    float2 TEXCOORD0;
    uchar _pad2[8];
    float4 MATRIX0;
    float4 MATRIX1;
    float4 MATRIX2;
    float4 MATRIX3;
    float3 TEXCOORD1;
    float3 TEXCOORD2;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(MainVSOutput) == 128, "MainVSOutput: size");
static_assert(__builtin_offsetof(MainVSOutput, SV_POSITION) == 0, "MainVSOutput::SV_POSITION: offset");
static_assert(__builtin_offsetof(MainVSOutput, TEXCOORD0) == 16, "MainVSOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(MainVSOutput, MATRIX0) == 32, "MainVSOutput::MATRIX0: offset");
static_assert(__builtin_offsetof(MainVSOutput, MATRIX1) == 48, "MainVSOutput::MATRIX1: offset");
static_assert(__builtin_offsetof(MainVSOutput, MATRIX2) == 64, "MainVSOutput::MATRIX2: offset");
static_assert(__builtin_offsetof(MainVSOutput, MATRIX3) == 80, "MainVSOutput::MATRIX3: offset");
static_assert(__builtin_offsetof(MainVSOutput, TEXCOORD1) == 96, "MainVSOutput::TEXCOORD1: offset");
static_assert(__builtin_offsetof(MainVSOutput, TEXCOORD2) == 112, "MainVSOutput::TEXCOORD2: offset");
#endif

struct VSOutput {
    float4 Pos;
    float2 UV;
    uchar _pad2[8];
    float4x4 View;
    array<packed_float3, 2> LightVec;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOutput) == 128, "VSOutput: size");
static_assert(__builtin_offsetof(VSOutput, Pos) == 0, "VSOutput::Pos: offset");
static_assert(__builtin_offsetof(VSOutput, UV) == 16, "VSOutput::UV: offset");
static_assert(__builtin_offsetof(VSOutput, View) == 32, "VSOutput::View: offset");
static_assert(__builtin_offsetof(VSOutput, LightVec) == 96, "VSOutput::LightVec: offset");
#endif

struct MainVS_in {
    float3 pos [[attribute(0)]];
    float2 uv [[attribute(1)]];
};

struct MainVS_out {
    float4 SV_POSITION [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
    float4 MATRIX0 [[user(MATRIX0)]];
    float4 MATRIX1 [[user(MATRIX1)]];
    float4 MATRIX2 [[user(MATRIX2)]];
    float4 MATRIX3 [[user(MATRIX3)]];
    float3 TEXCOORD1 [[user(TEXCOORD1)]];
    float3 TEXCOORD2 [[user(TEXCOORD2)]];
};

vertex MainVS_out MainVS(
    MainVS_in stage_in [[stage_in]],
    constant UBO& ubo [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float2 uv = stage_in.uv;
    float3 pos_1 = {};
    float2 uv_1 = {};
    VSOutput o = {};
    int i = {};
    pos_1 = pos;
    uv_1 = uv;
    float3 _e11 = pos_1;
    o.Pos = (float4(_e11.x, _e11.y, _e11.z, 1.0f) * transpose(ubo.view)) * transpose(ubo.projection);
    o.UV = uv_1;
    o.View = transpose(ubo.view);
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 2)) {
                break;
            }
            o.LightVec[i] = ubo.lightPos[i] - pos_1;
        }
    }
    VSOutput _e48 = o;
    {
        MainVSOutput result = MainVSOutput {_e48.Pos, _e48.UV, {}, _e48.View[0], _e48.View[1], _e48.View[2], _e48.View[3], float3(_e48.LightVec[0]), float3(_e48.LightVec[1])};
        MainVS_out out = {};
        out.SV_POSITION = result.SV_POSITION;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.MATRIX0 = result.MATRIX0;
        out.MATRIX1 = result.MATRIX1;
        out.MATRIX2 = result.MATRIX2;
        out.MATRIX3 = result.MATRIX3;
        out.TEXCOORD1 = result.TEXCOORD1;
        out.TEXCOORD2 = result.TEXCOORD2;
        return out;
    }
}

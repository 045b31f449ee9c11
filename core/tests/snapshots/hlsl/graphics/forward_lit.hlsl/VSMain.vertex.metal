#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_PerFrame {
    float4x4 ViewProj;
    packed_float3 CameraPos;
    float Time;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PerFrame) == 80, "type_PerFrame: size");
static_assert(__builtin_offsetof(type_PerFrame, ViewProj) == 0, "type_PerFrame::ViewProj: offset");
static_assert(__builtin_offsetof(type_PerFrame, CameraPos) == 64, "type_PerFrame::CameraPos: offset");
static_assert(__builtin_offsetof(type_PerFrame, Time) == 76, "type_PerFrame::Time: offset");
#endif

struct type_PerObject {
    float4x4 World;
    float4 BaseColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_PerObject) == 80, "type_PerObject: size");
static_assert(__builtin_offsetof(type_PerObject, World) == 0, "type_PerObject::World: offset");
static_assert(__builtin_offsetof(type_PerObject, BaseColor) == 64, "type_PerObject::BaseColor: offset");
#endif

struct VSInput {
    float3 position;
    float3 normal;
    float2 uv;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSInput) == 48, "VSInput: size");
static_assert(__builtin_offsetof(VSInput, position) == 0, "VSInput::position: offset");
static_assert(__builtin_offsetof(VSInput, normal) == 16, "VSInput::normal: offset");
static_assert(__builtin_offsetof(VSInput, uv) == 32, "VSInput::uv: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float3 TEXCOORD0;
    float3 TEXCOORD1;
    float2 TEXCOORD2;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 64, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD1) == 32, "VSMainOutput::TEXCOORD1: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD2) == 48, "VSMainOutput::TEXCOORD2: offset");
#endif

struct PSInput {
    float4 position;
    float3 worldPos;
    float3 normal;
    float2 uv;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSInput) == 64, "PSInput: size");
static_assert(__builtin_offsetof(PSInput, position) == 0, "PSInput::position: offset");
static_assert(__builtin_offsetof(PSInput, worldPos) == 16, "PSInput::worldPos: offset");
static_assert(__builtin_offsetof(PSInput, normal) == 32, "PSInput::normal: offset");
static_assert(__builtin_offsetof(PSInput, uv) == 48, "PSInput::uv: offset");
#endif

struct VSMain_in {
    float3 input_POSITION [[attribute(0)]];
    float3 input_NORMAL [[attribute(1)]];
    float2 input_TEXCOORD0 [[attribute(2)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float3 TEXCOORD0 [[user(TEXCOORD0)]];
    float3 TEXCOORD1 [[user(TEXCOORD1)]];
    float2 TEXCOORD2 [[user(TEXCOORD2)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_PerFrame& PerFrame [[buffer(0)]],
    constant type_PerObject& PerObject [[buffer(1)]]
) {
    float3 input_POSITION = stage_in.input_POSITION;
    float3 input_NORMAL = stage_in.input_NORMAL;
    float2 input_TEXCOORD0 = stage_in.input_TEXCOORD0;
    VSInput input = {};
    PSInput output = {};
    float4 world = {};
    input = VSInput {input_POSITION, input_NORMAL, input_TEXCOORD0};
    float3 _e9 = input.position;
    world = transpose(PerObject.World) * float4(_e9.x, _e9.y, _e9.z, 1.0f);
    output.position = transpose(PerFrame.ViewProj) * world;
    output.worldPos = world.xyz;
    float4x4 _e34 = transpose(PerObject.World);
    output.normal = normalize(float3x3(_e34[0].xyz, _e34[1].xyz, _e34[2].xyz) * input.normal);
    output.uv = input.uv;
    PSInput _e48 = output;
    {
        VSMainOutput result = VSMainOutput {_e48.position, _e48.worldPos, _e48.normal, _e48.uv};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.TEXCOORD1 = result.TEXCOORD1;
        out.TEXCOORD2 = result.TEXCOORD2;
        return out;
    }
}

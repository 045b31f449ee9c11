#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct packed_float3_line16 {
    packed_float3 value;
    uchar pad[4];
};

struct packed_float3_line16_x4 {
    array<packed_float3_line16, 3> lines;
    packed_float3 last;
};

struct type_Frame {
    float4x4 viewProj;
    float4x4 world;
    float3x4 bones;
    packed_float3_line16_x4 normals;
    float exposure;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 240, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, viewProj) == 0, "type_Frame::viewProj: offset");
static_assert(__builtin_offsetof(type_Frame, world) == 64, "type_Frame::world: offset");
static_assert(__builtin_offsetof(type_Frame, bones) == 128, "type_Frame::bones: offset");
static_assert(__builtin_offsetof(type_Frame, normals) == 176, "type_Frame::normals: offset");
static_assert(__builtin_offsetof(type_Frame, exposure) == 236, "type_Frame::exposure: offset");
#endif

struct VSOut {
    float4 position;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, position) == 0, "VSOut::position: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 16, "VSOut::uv: offset");
#endif

struct PSMainOutput {
    float4 SV_Target0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target0) == 0, "PSMainOutput::SV_Target0: offset");
#endif

struct PSMain_in {
    float2 i_TEXCOORD0 [[user(TEXCOORD0)]];
};

struct PSMain_out {
    float4 SV_Target0 [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    constant type_Frame& Frame [[buffer(0)]],
    texture2d<float> albedo [[texture(0)]],
    texture2d_ms<float> msColor [[texture(1)]],
    sampler linearSampler [[sampler(0)]]
) {
    float2 i_TEXCOORD0 = stage_in.i_TEXCOORD0;
    VSOut i = {};
    float4 c = {};
    i = VSOut {i_SV_Position, i_TEXCOORD0};
    float4 _e9 = albedo.sample(linearSampler, i.uv);
    c = _e9;
    float4 _e16 = msColor.read(uint2(int2(i.position.xy)), uint(0));
    c = c + _e16;
    {
        PSMainOutput result = PSMainOutput {c * float4(Frame.exposure)};
        PSMain_out out = {};
        out.SV_Target0 = result.SV_Target0;
        return out;
    }
}

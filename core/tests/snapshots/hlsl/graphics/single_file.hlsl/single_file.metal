#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 viewProj;
    float exposure;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, viewProj) == 0, "type_Frame::viewProj: offset");
static_assert(__builtin_offsetof(type_Frame, exposure) == 64, "type_Frame::exposure: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float3 COLOR;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 32, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, COLOR) == 16, "VSMainOutput::COLOR: offset");
#endif

struct VSOut {
    float4 pos;
    float3 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 32, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, color) == 16, "VSOut::color: offset");
#endif

float3 tonemap(float3 c, constant type_Frame& Frame) {
    float3 c_1 = {};
    c_1 = c;
    c_1 = c_1 * float3(Frame.exposure);
    return c_1 / (float3(1.0f) + c_1);
}

struct VSMain_in {
    float3 pos [[attribute(0)]];
    float3 color [[attribute(1)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float3 COLOR [[user(COLOR0)]];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float3 color = stage_in.color;
    float3 pos_1 = {};
    float3 color_1 = {};
    VSOut o = {};
    pos_1 = pos;
    color_1 = color;
    float3 _e9 = pos_1;
    o.pos = float4(_e9.x, _e9.y, _e9.z, 1.0f) * transpose(Frame.viewProj);
    float3 _e19 = tonemap(color_1, Frame);
    o.color = _e19;
    VSOut _e20 = o;
    {
        VSMainOutput result = VSMainOutput {_e20.pos, _e20.color};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.COLOR = result.COLOR;
        return out;
    }
}

struct PSMainOutput {
    float4 SV_Target;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PSMainOutput) == 16, "PSMainOutput: size");
static_assert(__builtin_offsetof(PSMainOutput, SV_Target) == 0, "PSMainOutput::SV_Target: offset");
#endif

struct PSMain_in {
    float3 i_COLOR [[user(COLOR0)]];
};

struct PSMain_out {
    float4 SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in stage_in [[stage_in]],
    float4 i_SV_Position [[position]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 i_COLOR = stage_in.i_COLOR;
    VSOut i = {};
    i = VSOut {i_SV_Position, i_COLOR};
    float3 _e6 = tonemap(i.color, Frame);
    {
        PSMainOutput result = PSMainOutput {float4(_e6.x, _e6.y, _e6.z, 1.0f)};
        PSMain_out out = {};
        out.SV_Target = result.SV_Target;
        return out;
    }
}

kernel void Tonemap(
    uint3 id [[thread_position_in_grid]],
    constant type_Frame& Frame [[buffer(0)]],
    texture2d<float, access::read_write> image [[texture(0)]]
) {
    uint2 id_1 = {};
    id_1 = id.xy;
    uint2 _e4 = id_1;
    float4 _e7 = image.read(uint2(id_1));
    float3 _e9 = tonemap(_e7.xyz, Frame);
    image.write(float4(_e9.x, _e9.y, _e9.z, 1.0f), uint2(_e4));
    image.fence();
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 ViewProj;
    array<float4, 5> Planes;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 144, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, ViewProj) == 0, "type_Frame::ViewProj: offset");
static_assert(__builtin_offsetof(type_Frame, Planes) == 64, "type_Frame::Planes: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float3 TEXCOORD0;
    array<float, 5> SV_ClipDistance;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 64, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(VSMainOutput, SV_ClipDistance) == 32, "VSMainOutput::SV_ClipDistance: offset");
#endif

struct VSOut {
    float4 Pos;
    float3 World;
    float4 Clip0123;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, Pos) == 0, "VSOut::Pos: offset");
static_assert(__builtin_offsetof(VSOut, World) == 16, "VSOut::World: offset");
static_assert(__builtin_offsetof(VSOut, Clip0123) == 32, "VSOut::Clip0123: offset");
#endif

struct VSMain_in {
    float3 pos [[attribute(0)]];
};

struct VSMain_out {
    float4 SV_Position [[position]];
    float3 TEXCOORD0 [[user(TEXCOORD0)]];
    float SV_ClipDistance [[clip_distance]] [5];
};

vertex VSMain_out VSMain(
    VSMain_in stage_in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float3 pos_1 = {};
    float clip4 = {};
    VSOut o = {};
    float4 world = {};
    int i = {};
    pos_1 = pos;
    float3 _e6 = pos_1;
    world = float4(_e6.x, _e6.y, _e6.z, 1.0f);
    o.Pos = transpose(Frame.ViewProj) * world;
    o.World = pos_1;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 4)) {
                break;
            }
            o.Clip0123[i] = dot(world, Frame.Planes[i]);
        }
    }
    clip4 = dot(world, Frame.Planes[4]);
    VSOut _e46 = o;
    float4 _e49 = _e46.Clip0123;
    {
        VSMainOutput result = VSMainOutput {_e46.Pos, _e46.World, array<float, 5> {_e49.x, _e49.y, _e49.z, _e49.w, clip4}};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        for (uint i = 0u; i < 5u; ++i) {
            out.SV_ClipDistance[i] = result.SV_ClipDistance[i];
        }
        return out;
    }
}

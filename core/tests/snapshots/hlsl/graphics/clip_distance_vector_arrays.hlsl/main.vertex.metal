#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 ViewProj;
    float4 Bounds;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, ViewProj) == 0, "type_Frame::ViewProj: offset");
static_assert(__builtin_offsetof(type_Frame, Bounds) == 64, "type_Frame::Bounds: offset");
#endif

struct mainOutput {
    float4 SV_Position;
    array<float, 7> SV_ClipDistance;
    uchar _pad2[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, SV_ClipDistance) == 16, "mainOutput::SV_ClipDistance: offset");
#endif

struct VSOut {
    float4 Pos;
    array<float2, 2> Rect;
    array<packed_float3, 1> Extra;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, Pos) == 0, "VSOut::Pos: offset");
static_assert(__builtin_offsetof(VSOut, Rect) == 16, "VSOut::Rect: offset");
static_assert(__builtin_offsetof(VSOut, Extra) == 32, "VSOut::Extra: offset");
#endif

struct main0_in {
    float3 pos [[attribute(0)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float SV_ClipDistance [[clip_distance]] [7];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]]
) {
    float3 pos = stage_in.pos;
    float3 pos_1 = {};
    VSOut o = {};
    pos_1 = pos;
    float3 _e5 = pos_1;
    o.Pos = transpose(Frame.ViewProj) * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    o.Rect[0] = o.Pos.xy - (Frame.Bounds.xy * float2(o.Pos.w));
    o.Rect[1] = (Frame.Bounds.zw * float2(o.Pos.w)) - o.Pos.xy;
    o.Extra[0] = float3(o.Pos.w - o.Pos.z, o.Pos.z, 1.0f);
    VSOut _e62 = o;
    array<float2, 2> _e64 = _e62.Rect;
    float2 _e65 = _e64[0];
    float2 _e68 = _e64[1];
    float3 _e72 = float3(_e62.Extra[0]);
    {
        mainOutput result = mainOutput {_e62.Pos, array<float, 7> {_e65.x, _e65.y, _e68.x, _e68.y, _e72.x, _e72.y, _e72.z}};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        for (uint i = 0u; i < 7u; ++i) {
            out.SV_ClipDistance[i] = result.SV_ClipDistance[i];
        }
        return out;
    }
}

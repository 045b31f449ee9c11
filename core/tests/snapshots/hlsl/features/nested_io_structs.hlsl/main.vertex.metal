#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Surface {
    float3 normal;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Surface) == 32, "Surface: size");
static_assert(__builtin_offsetof(Surface, normal) == 0, "Surface::normal: offset");
static_assert(__builtin_offsetof(Surface, uv) == 16, "Surface::uv: offset");
#endif

struct VertexIn {
    float3 position;
    Surface surface;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexIn) == 48, "VertexIn: size");
static_assert(__builtin_offsetof(VertexIn, position) == 0, "VertexIn::position: offset");
static_assert(__builtin_offsetof(VertexIn, surface) == 16, "VertexIn::surface: offset");
#endif

struct Interp {
    Surface surface;
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Interp) == 48, "Interp: size");
static_assert(__builtin_offsetof(Interp, surface) == 0, "Interp::surface: offset");
static_assert(__builtin_offsetof(Interp, tint) == 32, "Interp::tint: offset");
#endif

struct mainOutput {
    float4 SV_Position;
    float3 NORMAL;
    float2 TEXCOORD0;
    uchar _pad3[8];
    float4 COLOR0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 64, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, NORMAL) == 16, "mainOutput::NORMAL: offset");
static_assert(__builtin_offsetof(mainOutput, TEXCOORD0) == 32, "mainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(mainOutput, COLOR0) == 48, "mainOutput::COLOR0: offset");
#endif

struct main0_in {
    float3 v_POSITION [[attribute(0)]];
    float3 v_NORMAL [[attribute(1)]];
    float2 v_TEXCOORD0 [[attribute(2)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(NORMAL0)]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
    float4 COLOR0 [[user(COLOR0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint iid [[instance_id]]
) {
    float3 v_POSITION = stage_in.v_POSITION;
    float3 v_NORMAL = stage_in.v_NORMAL;
    float2 v_TEXCOORD0 = stage_in.v_TEXCOORD0;
    VertexIn v = {};
    float4 pos = {};
    Interp o = {};
    uint iid_1 = {};
    v = VertexIn {v_POSITION, Surface {v_NORMAL, v_TEXCOORD0}};
    iid_1 = iid;
    float3 _e19 = v.position + float3(float(iid_1), 0.0f, 0.0f);
    pos = float4(_e19.x, _e19.y, _e19.z, 1.0f);
    o.surface = v.surface;
    o.tint = float4(1.0f, 1.0f, 1.0f, 1.0f);
    Interp _e40 = o;
    {
        mainOutput result = mainOutput {pos, _e40.surface.normal, _e40.surface.uv, {}, _e40.tint};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.NORMAL = result.NORMAL;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.COLOR0 = result.COLOR0;
        return out;
    }
}

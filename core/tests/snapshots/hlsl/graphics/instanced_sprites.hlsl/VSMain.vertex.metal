#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Sprite {
    packed_float3 center;
    float size;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Sprite) == 32, "Sprite: size");
static_assert(__builtin_offsetof(Sprite, center) == 0, "Sprite::center: offset");
static_assert(__builtin_offsetof(Sprite, size) == 12, "Sprite::size: offset");
static_assert(__builtin_offsetof(Sprite, color) == 16, "Sprite::color: offset");
#endif

struct type_View {
    float4x4 ViewProjection;
    packed_float3 CameraRight;
    float pad0;
    packed_float3 CameraUp;
    float pad1;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_View) == 96, "type_View: size");
static_assert(__builtin_offsetof(type_View, ViewProjection) == 0, "type_View::ViewProjection: offset");
static_assert(__builtin_offsetof(type_View, CameraRight) == 64, "type_View::CameraRight: offset");
static_assert(__builtin_offsetof(type_View, pad0) == 76, "type_View::pad0: offset");
static_assert(__builtin_offsetof(type_View, CameraUp) == 80, "type_View::CameraUp: offset");
static_assert(__builtin_offsetof(type_View, pad1) == 92, "type_View::pad1: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float2 TEXCOORD0;
    uchar _pad2[8];
    float4 COLOR0;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 48, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(VSMainOutput, COLOR0) == 32, "VSMainOutput::COLOR0: offset");
#endif

struct VSOut {
    float4 position;
    float2 uv;
    uchar _pad2[8];
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 48, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, position) == 0, "VSOut::position: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 16, "VSOut::uv: offset");
static_assert(__builtin_offsetof(VSOut, color) == 32, "VSOut::color: offset");
#endif

struct VSMain_out {
    float4 SV_Position [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
    float4 COLOR0 [[user(COLOR0)]];
};

vertex VSMain_out VSMain(
    uint vertexId [[vertex_id]],
    uint instanceId [[instance_id]],
    const device Sprite* Sprites [[buffer(0)]],
    constant type_View& View [[buffer(1)]]
) {
    array<float2, 4> Corners = array<float2, 4> {float2(-1.0f, -1.0f), float2(1.0f, -1.0f), float2(-1.0f, 1.0f), float2(1.0f, 1.0f)};
    uint vertexId_1 = {};
    uint instanceId_1 = {};
    Sprite s = {};
    float2 corner = {};
    float3 world = {};
    VSOut o = {};
    vertexId_1 = vertexId;
    instanceId_1 = instanceId;
    s = Sprites[instanceId_1];
    corner = Corners[vertexId_1 & 3u];
    world = float3(s.center) + (((float3(View.CameraRight) * float3(corner.x)) + (float3(View.CameraUp) * float3(corner.y))) * float3(s.size));
    float3 _e43 = world;
    o.position = transpose(View.ViewProjection) * float4(_e43.x, _e43.y, _e43.z, 1.0f);
    o.uv = (corner * float2(0.5f)) + float2(0.5f);
    o.color = s.color;
    VSOut _e66 = o;
    {
        VSMainOutput result = VSMainOutput {_e66.position, _e66.uv, {}, _e66.color};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.COLOR0 = result.COLOR0;
        return out;
    }
}

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

struct Particle {
    packed_float3 position;
    float life;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 16, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, life) == 12, "Particle::life: offset");
#endif

struct VSMainOutput {
    float4 SV_Position;
    float2 TEXCOORD0;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSMainOutput) == 32, "VSMainOutput: size");
static_assert(__builtin_offsetof(VSMainOutput, SV_Position) == 0, "VSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(VSMainOutput, TEXCOORD0) == 16, "VSMainOutput::TEXCOORD0: offset");
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

struct VSMain_out {
    float4 SV_Position [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex VSMain_out VSMain(
    uint id [[vertex_id]],
    constant type_Frame& Frame [[buffer(0)]],
    const device Particle* particles [[buffer(1)]]
) {
    uint id_1 = {};
    VSOut o = {};
    Particle p = {};
    float4 wp = {};
    id_1 = id;
    p = particles[id_1];
    float3 _e11 = float3(p.position);
    wp = transpose(Frame.world) * float4(_e11.x, _e11.y, _e11.z, 1.0f);
    float3 _e40 = transpose(Frame.bones) * float4(1.0f, 0.0f, 0.0f, 0.0f);
    o.position = (Frame.viewProj * wp) + float4(_e40.x, _e40.y, _e40.z, 0.0f);
    o.uv = float2(p.life, (float4(0.0f, 1.0f, 0.0f, 0.0f) * transpose(float4x3(float3(Frame.normals.lines[0].value), float3(Frame.normals.lines[1].value), float3(Frame.normals.lines[2].value), float3(Frame.normals.last)))).x);
    VSOut _e66 = o;
    {
        VSMainOutput result = VSMainOutput {_e66.position, _e66.uv};
        VSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_TerrainParams {
    float4x4 ViewProj;
    float HeightScale;
    float GridSpacing;
    float2 InvMapSize;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_TerrainParams) == 80, "type_TerrainParams: size");
static_assert(__builtin_offsetof(type_TerrainParams, ViewProj) == 0, "type_TerrainParams::ViewProj: offset");
static_assert(__builtin_offsetof(type_TerrainParams, HeightScale) == 64, "type_TerrainParams::HeightScale: offset");
static_assert(__builtin_offsetof(type_TerrainParams, GridSpacing) == 68, "type_TerrainParams::GridSpacing: offset");
static_assert(__builtin_offsetof(type_TerrainParams, InvMapSize) == 72, "type_TerrainParams::InvMapSize: offset");
#endif

struct mainOutput {
    float4 SV_Position;
    float3 NORMAL;
    float TEXCOORD0;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, SV_Position) == 0, "mainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(mainOutput, NORMAL) == 16, "mainOutput::NORMAL: offset");
static_assert(__builtin_offsetof(mainOutput, TEXCOORD0) == 32, "mainOutput::TEXCOORD0: offset");
#endif

struct VOut {
    float4 pos;
    packed_float3 normal;
    float height;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VOut) == 32, "VOut: size");
static_assert(__builtin_offsetof(VOut, pos) == 0, "VOut::pos: offset");
static_assert(__builtin_offsetof(VOut, normal) == 16, "VOut::normal: offset");
static_assert(__builtin_offsetof(VOut, height) == 28, "VOut::height: offset");
#endif

struct main0_in {
    float2 gridPos [[attribute(0)]];
    float2 uv [[attribute(1)]];
};

struct main0_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(NORMAL0)]];
    float TEXCOORD0 [[user(TEXCOORD0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> Heightmap [[texture(0)]],
    sampler HeightSampler [[sampler(0)]],
    constant type_TerrainParams& TerrainParams [[buffer(0)]]
) {
    float2 gridPos = stage_in.gridPos;
    float2 uv = stage_in.uv;
    float2 gridPos_1 = {};
    float2 uv_1 = {};
    float h = {};
    float hl = {};
    float hr = {};
    float hd = {};
    float hu = {};
    VOut o = {};
    gridPos_1 = gridPos;
    uv_1 = uv;
    float4 _e10 = Heightmap.sample(HeightSampler, uv_1, level(0.0f));
    h = _e10.x * TerrainParams.HeightScale;
    float4 _e30 = Heightmap.sample(HeightSampler, uv_1 - float2(TerrainParams.InvMapSize.x, 0.0f), level(0.0f));
    hl = _e30.x * TerrainParams.HeightScale;
    float4 _e50 = Heightmap.sample(HeightSampler, uv_1 + float2(TerrainParams.InvMapSize.x, 0.0f), level(0.0f));
    hr = _e50.x * TerrainParams.HeightScale;
    float4 _e70 = Heightmap.sample(HeightSampler, uv_1 - float2(0.0f, TerrainParams.InvMapSize.y), level(0.0f));
    hd = _e70.x * TerrainParams.HeightScale;
    float4 _e90 = Heightmap.sample(HeightSampler, uv_1 + float2(0.0f, TerrainParams.InvMapSize.y), level(0.0f));
    hu = _e90.x * TerrainParams.HeightScale;
    o.pos = TerrainParams.ViewProj * float4(gridPos_1.x, h, gridPos_1.y, 1.0f);
    o.normal = normalize(float3(hl - hr, 2.0f * TerrainParams.GridSpacing, hd - hu));
    o.height = h;
    VOut _e126 = o;
    {
        mainOutput result = mainOutput {_e126.pos, float3(_e126.normal), _e126.height};
        main0_out out = {};
        out.SV_Position = result.SV_Position;
        out.NORMAL = result.NORMAL;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}

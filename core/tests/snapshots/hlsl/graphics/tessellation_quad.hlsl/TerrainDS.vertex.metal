#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Terrain {
    float4x4 viewProj;
    float pixelsPerUnit;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Terrain) == 80, "type_Terrain: size");
static_assert(__builtin_offsetof(type_Terrain, viewProj) == 0, "type_Terrain::viewProj: offset");
static_assert(__builtin_offsetof(type_Terrain, pixelsPerUnit) == 64, "type_Terrain::pixelsPerUnit: offset");
#endif

struct ControlPoint {
    packed_float3 pos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPoint) == 12, "ControlPoint: size");
static_assert(__builtin_offsetof(ControlPoint, pos) == 0, "ControlPoint::pos: offset");
#endif

struct QuadFactors {
    array<float, 4> edges;
    array<float, 2> inside;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(QuadFactors) == 24, "QuadFactors: size");
static_assert(__builtin_offsetof(QuadFactors, edges) == 0, "QuadFactors::edges: offset");
static_assert(__builtin_offsetof(QuadFactors, inside) == 16, "QuadFactors::inside: offset");
#endif

struct TerrainDSOutput {
    float4 SV_Position;
    float2 TEXCOORD0;
    uchar _pad2[8];
    uint PATCH;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TerrainDSOutput) == 48, "TerrainDSOutput: size");
static_assert(__builtin_offsetof(TerrainDSOutput, SV_Position) == 0, "TerrainDSOutput::SV_Position: offset");
static_assert(__builtin_offsetof(TerrainDSOutput, TEXCOORD0) == 16, "TerrainDSOutput::TEXCOORD0: offset");
static_assert(__builtin_offsetof(TerrainDSOutput, PATCH) == 32, "TerrainDSOutput::PATCH: offset");
#endif

struct TerrainVertex {
    float4 pos;
    float2 uv;
    uint patch;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TerrainVertex) == 32, "TerrainVertex: size");
static_assert(__builtin_offsetof(TerrainVertex, pos) == 0, "TerrainVertex::pos: offset");
static_assert(__builtin_offsetof(TerrainVertex, uv) == 16, "TerrainVertex::uv: offset");
static_assert(__builtin_offsetof(TerrainVertex, patch) == 24, "TerrainVertex::patch: offset");
#endif

constant uint TerrainDS_outputPoints = 4u;

TerrainVertex TerrainDS_evaluate(QuadFactors f, float2 uv, array<ControlPoint, 4> cp, uint patchId, constant type_Terrain& Terrain, texture2d<float> heights, sampler linearClamp) {
    float2 uv_1 = {};
    array<ControlPoint, 4> cp_1 = {};
    float3 bottom = {};
    float3 top = {};
    float3 p = {};
    TerrainVertex v = {};
    uv_1 = uv;
    cp_1 = cp;
    bottom = mix(float3(cp_1[0].pos), float3(cp_1[1].pos), float3(uv_1.x));
    top = mix(float3(cp_1[2].pos), float3(cp_1[3].pos), float3(uv_1.x));
    p = mix(bottom, top, float3(uv_1.y));
    float4 _e45 = heights.sample(linearClamp, uv_1, level(0.0f));
    p.y = p.y + _e45.x;
    float3 _e52 = p;
    v.pos = transpose(Terrain.viewProj) * float4(_e52.x, _e52.y, _e52.z, 1.0f);
    v.uv = uv_1;
    v.patch = patchId;
    return v;
}

struct TerrainDS_out {
    float4 SV_Position [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
    uint PATCH [[user(PATCH0)]];
};

[[patch(quad, 4)]]
vertex TerrainDS_out TerrainDS(
    float2 TerrainDS_location [[position_in_patch]],
    uint TerrainDS_patch [[patch_id]],
    constant type_Terrain& Terrain [[buffer(0)]],
    texture2d<float> heights [[texture(0)]],
    sampler linearClamp [[sampler(0)]],
    const device ControlPoint* TerrainDS_controlPoints [[buffer(5)]],
    const device QuadFactors* TerrainDS_patchData [[buffer(6)]]
) {
    float2 TerrainDS_location_1 = {};
    uint TerrainDS_patch_1 = {};
    array<ControlPoint, 4> TerrainDS_points = {};
    uint TerrainDS_k = {};
    TerrainDS_location_1 = TerrainDS_location;
    TerrainDS_patch_1 = TerrainDS_patch;
    {
        TerrainDS_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                TerrainDS_k = TerrainDS_k + 1u;
            }
            loop_init = false;
            if (!(TerrainDS_k < TerrainDS_outputPoints)) {
                break;
            }
            {
                TerrainDS_points[TerrainDS_k] = TerrainDS_controlPoints[(TerrainDS_patch_1 * TerrainDS_outputPoints) + TerrainDS_k];
            }
        }
    }
    TerrainVertex _e31 = TerrainDS_evaluate(TerrainDS_patchData[TerrainDS_patch_1], TerrainDS_location_1, TerrainDS_points, TerrainDS_patch_1, Terrain, heights, linearClamp);
    {
        TerrainDSOutput result = TerrainDSOutput {_e31.pos, _e31.uv, {}, _e31.patch};
        TerrainDS_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        out.PATCH = result.PATCH;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Tess {
    float4x4 viewProj;
    float edgeFactor;
    float insideFactor;
    float bulge;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Tess) == 80, "type_Tess: size");
static_assert(__builtin_offsetof(type_Tess, viewProj) == 0, "type_Tess::viewProj: offset");
static_assert(__builtin_offsetof(type_Tess, edgeFactor) == 64, "type_Tess::edgeFactor: offset");
static_assert(__builtin_offsetof(type_Tess, insideFactor) == 68, "type_Tess::insideFactor: offset");
static_assert(__builtin_offsetof(type_Tess, bulge) == 72, "type_Tess::bulge: offset");
#endif

struct HSOut {
    packed_float3 pos;
    packed_float2 uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(HSOut) == 20, "HSOut: size");
static_assert(__builtin_offsetof(HSOut, pos) == 0, "HSOut::pos: offset");
static_assert(__builtin_offsetof(HSOut, uv) == 12, "HSOut::uv: offset");
#endif

struct PatchConstants {
    array<float, 3> edges;
    float inside;
    packed_float3 center;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PatchConstants) == 28, "PatchConstants: size");
static_assert(__builtin_offsetof(PatchConstants, edges) == 0, "PatchConstants::edges: offset");
static_assert(__builtin_offsetof(PatchConstants, inside) == 12, "PatchConstants::inside: offset");
static_assert(__builtin_offsetof(PatchConstants, center) == 16, "PatchConstants::center: offset");
#endif

struct DSMainOutput {
    float4 SV_Position;
    float2 TEXCOORD0;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSMainOutput) == 32, "DSMainOutput: size");
static_assert(__builtin_offsetof(DSMainOutput, SV_Position) == 0, "DSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(DSMainOutput, TEXCOORD0) == 16, "DSMainOutput::TEXCOORD0: offset");
#endif

struct DSOut {
    float4 pos;
    float2 uv;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSOut) == 32, "DSOut: size");
static_assert(__builtin_offsetof(DSOut, pos) == 0, "DSOut::pos: offset");
static_assert(__builtin_offsetof(DSOut, uv) == 16, "DSOut::uv: offset");
#endif

constant uint DSMain_outputPoints = 3u;

DSOut DSMain_evaluate(PatchConstants pc, float3 bary, array<HSOut, 3> cps, constant type_Tess& Tess) {
    PatchConstants pc_1 = {};
    float3 bary_1 = {};
    DSOut o = {};
    float3 p = {};
    float edge = {};
    pc_1 = pc;
    bary_1 = bary;
    p = ((float3(cps[0].pos) * float3(bary_1.x)) + (float3(cps[1].pos) * float3(bary_1.y))) + (float3(cps[2].pos) * float3(bary_1.z));
    edge = min(bary_1.x, min(bary_1.y, bary_1.z));
    p = mix(p, float3(pc_1.center), float3(Tess.bulge * edge));
    float3 _e51 = p;
    o.pos = transpose(Tess.viewProj) * float4(_e51.x, _e51.y, _e51.z, 1.0f);
    o.uv = ((float2(cps[0].uv) * float2(bary_1.x)) + (float2(cps[1].uv) * float2(bary_1.y))) + (float2(cps[2].uv) * float2(bary_1.z));
    return o;
}

struct DSMain_out {
    float4 SV_Position [[position]];
    float2 TEXCOORD0 [[user(TEXCOORD0)]];
};

[[patch(triangle, 3)]]
vertex DSMain_out DSMain(
    float3 DSMain_location [[position_in_patch]],
    uint DSMain_patch [[patch_id]],
    constant type_Tess& Tess [[buffer(0)]],
    const device HSOut* DSMain_controlPoints [[buffer(5)]],
    const device PatchConstants* DSMain_patchData [[buffer(6)]]
) {
    float3 DSMain_location_1 = {};
    uint DSMain_patch_1 = {};
    array<HSOut, 3> DSMain_points = {};
    uint DSMain_k = {};
    DSMain_location_1 = DSMain_location;
    DSMain_patch_1 = DSMain_patch;
    {
        DSMain_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                DSMain_k = DSMain_k + 1u;
            }
            loop_init = false;
            if (!(DSMain_k < DSMain_outputPoints)) {
                break;
            }
            {
                DSMain_points[DSMain_k] = DSMain_controlPoints[(DSMain_patch_1 * DSMain_outputPoints) + DSMain_k];
            }
        }
    }
    DSOut _e30 = DSMain_evaluate(DSMain_patchData[DSMain_patch_1], DSMain_location_1, DSMain_points, Tess);
    {
        DSMainOutput result = DSMainOutput {_e30.pos, _e30.uv};
        DSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.TEXCOORD0 = result.TEXCOORD0;
        return out;
    }
}

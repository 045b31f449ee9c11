#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Views {
    array<float4x4, 2> viewProj;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Views) == 128, "type_Views: size");
static_assert(__builtin_offsetof(type_Views, viewProj) == 0, "type_Views::viewProj: offset");
#endif

struct ControlPoint {
    packed_float3 pos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPoint) == 12, "ControlPoint: size");
static_assert(__builtin_offsetof(ControlPoint, pos) == 0, "ControlPoint::pos: offset");
#endif

struct PatchConstants {
    array<float, 4> edges;
    array<float, 2> inside;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PatchConstants) == 24, "PatchConstants: size");
static_assert(__builtin_offsetof(PatchConstants, edges) == 0, "PatchConstants::edges: offset");
static_assert(__builtin_offsetof(PatchConstants, inside) == 16, "PatchConstants::inside: offset");
#endif

struct DSMainOutput {
    float4 SV_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSMainOutput) == 16, "DSMainOutput: size");
static_assert(__builtin_offsetof(DSMainOutput, SV_Position) == 0, "DSMainOutput::SV_Position: offset");
#endif

constant uint DSMain_outputPoints = 4u;

float4 DSMain_evaluate(PatchConstants pc, float2 uv, array<ControlPoint, 4> patch, uint view, constant type_Views& Views) {
    float2 uv_1 = {};
    array<ControlPoint, 4> patch_1 = {};
    float3 top = {};
    float3 bottom = {};
    uv_1 = uv;
    patch_1 = patch;
    top = mix(float3(patch_1[0].pos), float3(patch_1[1].pos), float3(uv_1.x));
    bottom = mix(float3(patch_1[3].pos), float3(patch_1[2].pos), float3(uv_1.x));
    float3 _e40 = mix(top, bottom, float3(uv_1.y));
    return float4(_e40.x, _e40.y, _e40.z, 1.0f) * transpose(Views.viewProj[view]);
}

struct DSMain_out {
    float4 SV_Position [[position]];
};

[[patch(quad, 4)]]
vertex DSMain_out DSMain(
    uint DSMain_view [[amplification_id]],
    float2 DSMain_location [[position_in_patch]],
    uint DSMain_patch [[patch_id]],
    constant type_Views& Views [[buffer(0)]],
    const device ControlPoint* DSMain_controlPoints [[buffer(5)]],
    const device PatchConstants* DSMain_patchData [[buffer(6)]]
) {
    float2 DSMain_location_1 = {};
    uint DSMain_patch_1 = {};
    uint DSMain_view_1 = {};
    array<ControlPoint, 4> DSMain_points = {};
    uint DSMain_k = {};
    DSMain_location_1 = DSMain_location;
    DSMain_patch_1 = DSMain_patch;
    DSMain_view_1 = DSMain_view;
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
    float4 _e33 = DSMain_evaluate(DSMain_patchData[DSMain_patch_1], DSMain_location_1, DSMain_points, DSMain_view_1, Views);
    {
        DSMainOutput result = DSMainOutput {_e33};
        DSMain_out out = {};
        out.SV_Position = result.SV_Position;
        return out;
    }
}

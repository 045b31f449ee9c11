#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct ControlPoint {
    packed_float3 pos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPoint) == 12, "ControlPoint: size");
static_assert(__builtin_offsetof(ControlPoint, pos) == 0, "ControlPoint::pos: offset");
#endif

struct DSMain_patchConstants {
    array<float, 3> factors;
    float inner;
    packed_float3 color;
    float lift;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSMain_patchConstants) == 32, "DSMain_patchConstants: size");
static_assert(__builtin_offsetof(DSMain_patchConstants, factors) == 0, "DSMain_patchConstants::factors: offset");
static_assert(__builtin_offsetof(DSMain_patchConstants, inner) == 12, "DSMain_patchConstants::inner: offset");
static_assert(__builtin_offsetof(DSMain_patchConstants, color) == 16, "DSMain_patchConstants::color: offset");
static_assert(__builtin_offsetof(DSMain_patchConstants, lift) == 28, "DSMain_patchConstants::lift: offset");
#endif

struct DSMainOutput {
    float4 SV_Position;
    float3 COLOR;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSMainOutput) == 32, "DSMainOutput: size");
static_assert(__builtin_offsetof(DSMainOutput, SV_Position) == 0, "DSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(DSMainOutput, COLOR) == 16, "DSMainOutput::COLOR: offset");
#endif

struct DSOut {
    float4 pos;
    float3 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSOut) == 32, "DSOut: size");
static_assert(__builtin_offsetof(DSOut, pos) == 0, "DSOut::pos: offset");
static_assert(__builtin_offsetof(DSOut, color) == 16, "DSOut::color: offset");
#endif

constant uint DSMain_outputPoints = 3u;

DSOut DSMain_evaluate(float3 color, array<ControlPoint, 3> patch, float3 uvw, float lift, array<float, 3> factors, float inner) {
    DSOut o = {};
    float3 p = {};
    p = ((float3(patch[0].pos) * float3(uvw.x)) + (float3(patch[1].pos) * float3(uvw.y))) + (float3(patch[2].pos) * float3(uvw.z));
    o.pos = float4(p.x, p.y + lift, p.z, 1.0f);
    o.color = (color * float3(factors[0] + inner)) / float3(7.0f);
    return o;
}

struct DSMain_out {
    float4 SV_Position [[position]];
    float3 COLOR [[user(COLOR0)]];
};

[[patch(triangle, 3)]]
vertex DSMain_out DSMain(
    float3 DSMain_location [[position_in_patch]],
    uint DSMain_patch [[patch_id]],
    const device ControlPoint* DSMain_controlPoints [[buffer(4)]],
    const device DSMain_patchConstants* DSMain_patchData [[buffer(5)]]
) {
    float3 DSMain_location_1 = {};
    uint DSMain_patch_1 = {};
    array<ControlPoint, 3> DSMain_points = {};
    uint DSMain_k = {};
    DSMain_patchConstants DSMain_record = {};
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
    DSMain_record = DSMain_patchData[DSMain_patch_1];
    DSOut _e39 = DSMain_evaluate(float3(DSMain_record.color), DSMain_points, DSMain_location_1, DSMain_record.lift, DSMain_record.factors, DSMain_record.inner);
    {
        DSMainOutput result = DSMainOutput {_e39.pos, _e39.color};
        DSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.COLOR = result.COLOR;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Frame {
    float4x4 viewProj;
    float tessLevel;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Frame) == 80, "type_Frame: size");
static_assert(__builtin_offsetof(type_Frame, viewProj) == 0, "type_Frame::viewProj: offset");
static_assert(__builtin_offsetof(type_Frame, tessLevel) == 64, "type_Frame::tessLevel: offset");
#endif

struct ControlPoint {
    packed_float3 pos;
    packed_float3 normal;
    uint vertexId;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPoint) == 28, "ControlPoint: size");
static_assert(__builtin_offsetof(ControlPoint, pos) == 0, "ControlPoint::pos: offset");
static_assert(__builtin_offsetof(ControlPoint, normal) == 12, "ControlPoint::normal: offset");
static_assert(__builtin_offsetof(ControlPoint, vertexId) == 24, "ControlPoint::vertexId: offset");
#endif

struct Factors {
    array<float, 3> edges;
    float inside;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Factors) == 16, "Factors: size");
static_assert(__builtin_offsetof(Factors, edges) == 0, "Factors::edges: offset");
static_assert(__builtin_offsetof(Factors, inside) == 12, "Factors::inside: offset");
#endif

struct DSOut {
    float4 pos;
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSOut) == 32, "DSOut: size");
static_assert(__builtin_offsetof(DSOut, pos) == 0, "DSOut::pos: offset");
static_assert(__builtin_offsetof(DSOut, normal) == 16, "DSOut::normal: offset");
#endif

struct DSMainOutput {
    float4 SV_Position;
    float3 NORMAL;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(DSMainOutput) == 32, "DSMainOutput: size");
static_assert(__builtin_offsetof(DSMainOutput, SV_Position) == 0, "DSMainOutput::SV_Position: offset");
static_assert(__builtin_offsetof(DSMainOutput, NORMAL) == 16, "DSMainOutput::NORMAL: offset");
#endif

constant uint DSMain_outputPoints = 3u;

DSOut DSMain_evaluate(Factors f, float3 uvw, array<ControlPoint, 3> patch, constant type_Frame& Frame) {
    DSOut o = {};
    float3 p = {};
    float3 n = {};
    p = ((float3(patch[0].pos) * float3(uvw.x)) + (float3(patch[1].pos) * float3(uvw.y))) + (float3(patch[2].pos) * float3(uvw.z));
    n = ((float3(patch[0].normal) * float3(uvw.x)) + (float3(patch[1].normal) * float3(uvw.y))) + (float3(patch[2].normal) * float3(uvw.z));
    float3 _e48 = p;
    o.pos = transpose(Frame.viewProj) * float4(_e48.x, _e48.y, _e48.z, 1.0f);
    o.normal = normalize(n);
    return o;
}

struct DSMain_out {
    float4 SV_Position [[position]];
    float3 NORMAL [[user(NORMAL0)]];
};

[[patch(triangle, 3)]]
vertex DSMain_out DSMain(
    float3 DSMain_location [[position_in_patch]],
    uint DSMain_patch [[patch_id]],
    constant type_Frame& Frame [[buffer(0)]],
    const device ControlPoint* DSMain_controlPoints [[buffer(8)]],
    const device Factors* DSMain_patchData [[buffer(9)]]
) {
    float3 DSMain_location_1 = {};
    uint DSMain_patch_1 = {};
    array<ControlPoint, 3> DSMain_points = {};
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
    DSOut _e30 = DSMain_evaluate(DSMain_patchData[DSMain_patch_1], DSMain_location_1, DSMain_points, Frame);
    {
        DSMainOutput result = DSMainOutput {_e30.pos, _e30.normal};
        DSMain_out out = {};
        out.SV_Position = result.SV_Position;
        out.NORMAL = result.NORMAL;
        return out;
    }
}

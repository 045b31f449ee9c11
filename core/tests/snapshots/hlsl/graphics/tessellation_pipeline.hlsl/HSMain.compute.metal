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

constant uint HSMain_inputPoints = 3u;
constant uint HSMain_outputPoints = 3u;

ControlPoint HSMain_controlPoint(array<ControlPoint, 3> patch, uint i) {
    array<ControlPoint, 3> _array = {};
    _array = patch;
    return _array[i];
}

Factors Constants(array<ControlPoint, 3> patch, constant type_Frame& Frame) {
    Factors f = {};
    f.edges[0] = Frame.tessLevel;
    f.edges[1] = Frame.tessLevel;
    f.edges[2] = Frame.tessLevel;
    f.inside = Frame.tessLevel;
    return f;
}

kernel void HSMain(
    uint3 HSMain_thread [[thread_position_in_threadgroup]],
    uint3 HSMain_patch [[threadgroup_position_in_grid]],
    constant type_Frame& Frame [[buffer(0)]],
    const device ControlPoint* HSMain_inputControlPoints [[buffer(4)]],
    device ControlPoint* HSMain_outputControlPoints [[buffer(5)]],
    device Factors* HSMain_patchData [[buffer(6)]],
    device uint* HSMain_tessFactors [[buffer(7)]]
) {
    uint3 HSMain_thread_1 = {};
    uint3 HSMain_patch_1 = {};
    array<ControlPoint, 3> HSMain_input = {};
    uint HSMain_k = {};
    Factors HSMain_constants = {};
    HSMain_thread_1 = HSMain_thread;
    HSMain_patch_1 = HSMain_patch;
    {
        HSMain_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                HSMain_k = HSMain_k + 1u;
            }
            loop_init = false;
            if (!(HSMain_k < HSMain_inputPoints)) {
                break;
            }
            {
                HSMain_input[HSMain_k] = HSMain_inputControlPoints[(HSMain_patch_1.x * HSMain_inputPoints) + HSMain_k];
            }
        }
    }
    uint _e28 = HSMain_patch_1.x;
    uint _e31 = HSMain_thread_1.x;
    ControlPoint _e37 = HSMain_controlPoint(HSMain_input, HSMain_thread_1.x);
    HSMain_outputControlPoints[(_e28 * HSMain_outputPoints) + _e31] = _e37;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (HSMain_thread_1.x == 0u) {
        {
            Factors _e44 = Constants(HSMain_input, Frame);
            HSMain_constants = _e44;
            HSMain_patchData[HSMain_patch_1.x] = HSMain_constants;
            uint2 _e91 = uint2(as_type<uint>(half2(float2(HSMain_constants.edges[0], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.edges[1], 0.0f))) << 16u), as_type<uint>(half2(float2(HSMain_constants.edges[2], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.inside, 0.0f))) << 16u));
            uint _e93 = (HSMain_patch_1.x * 8u) >> 2u;
            HSMain_tessFactors[_e93] = _e91.x;
            HSMain_tessFactors[_e93 + 1u] = _e91.y;
        }
    }
    return;
}

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

struct HSMain_patchConstants {
    array<float, 3> edges;
    float inside;
    packed_float3 tint;
    float lift;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(HSMain_patchConstants) == 32, "HSMain_patchConstants: size");
static_assert(__builtin_offsetof(HSMain_patchConstants, edges) == 0, "HSMain_patchConstants::edges: offset");
static_assert(__builtin_offsetof(HSMain_patchConstants, inside) == 12, "HSMain_patchConstants::inside: offset");
static_assert(__builtin_offsetof(HSMain_patchConstants, tint) == 16, "HSMain_patchConstants::tint: offset");
static_assert(__builtin_offsetof(HSMain_patchConstants, lift) == 28, "HSMain_patchConstants::lift: offset");
#endif

struct HSMain_patchOutputs {
    float o0;
    uchar _pad1[12];
    float3 o1;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(HSMain_patchOutputs) == 32, "HSMain_patchOutputs: size");
static_assert(__builtin_offsetof(HSMain_patchOutputs, o0) == 0, "HSMain_patchOutputs::o0: offset");
static_assert(__builtin_offsetof(HSMain_patchOutputs, o1) == 16, "HSMain_patchOutputs::o1: offset");
#endif

struct Edges {
    array<float, 3> edges;
    float lift;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Edges) == 16, "Edges: size");
static_assert(__builtin_offsetof(Edges, edges) == 0, "Edges::edges: offset");
static_assert(__builtin_offsetof(Edges, lift) == 12, "Edges::lift: offset");
#endif

constant uint HSMain_inputPoints = 3u;
constant uint HSMain_outputPoints = 3u;

ControlPoint HSMain_controlPoint(array<ControlPoint, 3> patch, uint i) {
    array<ControlPoint, 3> _array = {};
    _array = patch;
    return _array[i];
}

Edges Constants(array<ControlPoint, 3> patch, uint id, thread float& inside, thread float3& tint) {
    Edges e = {};
    e.edges[0] = 4.0f;
    e.edges[1] = 4.0f;
    e.edges[2] = 4.0f;
    e.lift = ((float3(patch[0].pos).y + float3(patch[1].pos).y) + float3(patch[2].pos).y) / 3.0f;
    inside = 3.0f;
    tint = float3(float(id & 1u), float((id >> 1u) & 1u), 1.0f);
    return e;
}

kernel void HSMain(
    uint3 HSMain_thread [[thread_position_in_threadgroup]],
    uint3 HSMain_patch [[threadgroup_position_in_grid]],
    const device ControlPoint* HSMain_inputControlPoints [[buffer(0)]],
    device ControlPoint* HSMain_outputControlPoints [[buffer(1)]],
    device HSMain_patchConstants* HSMain_patchData [[buffer(2)]],
    device uint* HSMain_tessFactors [[buffer(3)]]
) {
    uint3 HSMain_thread_1 = {};
    uint3 HSMain_patch_1 = {};
    array<ControlPoint, 3> HSMain_input = {};
    uint HSMain_k = {};
    HSMain_patchOutputs HSMain_outs = {};
    Edges HSMain_constants = {};
    float _inside = {};
    float3 _tint = {};
    HSMain_patchConstants HSMain_record = {};
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
            Edges _e51 = Constants(HSMain_input, HSMain_patch_1.x, _inside, _tint);
            HSMain_outs.o0 = _inside;
            HSMain_outs.o1 = _tint;
            HSMain_constants = _e51;
            HSMain_record.edges = HSMain_constants.edges;
            HSMain_record.inside = HSMain_outs.o0;
            HSMain_record.tint = HSMain_outs.o1;
            HSMain_record.lift = HSMain_constants.lift;
            HSMain_patchData[HSMain_patch_1.x] = HSMain_record;
            uint2 _e113 = uint2(as_type<uint>(half2(float2(HSMain_record.edges[0], 0.0f))) | (as_type<uint>(half2(float2(HSMain_record.edges[1], 0.0f))) << 16u), as_type<uint>(half2(float2(HSMain_record.edges[2], 0.0f))) | (as_type<uint>(half2(float2(HSMain_record.inside, 0.0f))) << 16u));
            uint _e115 = (HSMain_patch_1.x * 8u) >> 2u;
            HSMain_tessFactors[_e115] = _e113.x;
            HSMain_tessFactors[_e115 + 1u] = _e113.y;
        }
    }
    return;
}

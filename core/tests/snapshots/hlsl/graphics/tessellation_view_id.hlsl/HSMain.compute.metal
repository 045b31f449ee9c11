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

struct PatchConstants {
    array<float, 4> edges;
    array<float, 2> inside;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(PatchConstants) == 24, "PatchConstants: size");
static_assert(__builtin_offsetof(PatchConstants, edges) == 0, "PatchConstants::edges: offset");
static_assert(__builtin_offsetof(PatchConstants, inside) == 16, "PatchConstants::inside: offset");
#endif

constant uint HSMain_inputPoints = 4u;
constant uint HSMain_outputPoints = 4u;

ControlPoint HSMain_controlPoint(array<ControlPoint, 4> patch, uint id) {
    array<ControlPoint, 4> _array = {};
    _array = patch;
    return _array[id];
}

PatchConstants PatchMain(array<ControlPoint, 4> patch) {
    PatchConstants pc = {};
    pc.edges[3] = 8.0f;
    pc.edges[2] = 8.0f;
    pc.edges[1] = 8.0f;
    pc.edges[0] = 8.0f;
    pc.inside[1] = 8.0f;
    pc.inside[0] = 8.0f;
    return pc;
}

kernel void HSMain(
    uint3 HSMain_thread [[thread_position_in_threadgroup]],
    uint3 HSMain_patch [[threadgroup_position_in_grid]],
    const device ControlPoint* HSMain_inputControlPoints [[buffer(1)]],
    device ControlPoint* HSMain_outputControlPoints [[buffer(2)]],
    device PatchConstants* HSMain_patchData [[buffer(3)]],
    device uint* HSMain_tessFactors [[buffer(4)]]
) {
    uint3 HSMain_thread_1 = {};
    uint3 HSMain_patch_1 = {};
    array<ControlPoint, 4> HSMain_input = {};
    uint HSMain_k = {};
    PatchConstants HSMain_constants = {};
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
            PatchConstants _e44 = PatchMain(HSMain_input);
            HSMain_constants = _e44;
            HSMain_patchData[HSMain_patch_1.x] = HSMain_constants;
            uint3 _e112 = uint3(as_type<uint>(half2(float2(HSMain_constants.edges[0], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.edges[1], 0.0f))) << 16u), as_type<uint>(half2(float2(HSMain_constants.edges[2], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.edges[3], 0.0f))) << 16u), as_type<uint>(half2(float2(HSMain_constants.inside[0], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.inside[1], 0.0f))) << 16u));
            uint _e114 = (HSMain_patch_1.x * 12u) >> 2u;
            HSMain_tessFactors[_e114] = _e112.x;
            HSMain_tessFactors[_e114 + 1u] = _e112.y;
            HSMain_tessFactors[_e114 + 2u] = _e112.z;
        }
    }
    return;
}

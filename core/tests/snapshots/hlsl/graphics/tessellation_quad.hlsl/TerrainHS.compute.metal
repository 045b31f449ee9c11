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

constant uint TerrainHS_inputPoints = 4u;
constant uint TerrainHS_outputPoints = 4u;

ControlPoint TerrainHS_controlPoint(array<ControlPoint, 4> patch, uint i) {
    array<ControlPoint, 4> _array = {};
    _array = patch;
    return _array[i];
}

float EdgeFactor(float3 a, float3 b, constant type_Terrain& Terrain) {
    float3 a_1 = {};
    float3 b_1 = {};
    a_1 = a;
    b_1 = b;
    return clamp(distance(a_1, b_1) * Terrain.pixelsPerUnit, 1.0f, 64.0f);
}

QuadFactors QuadConstants(array<ControlPoint, 4> cp, constant type_Terrain& Terrain) {
    array<ControlPoint, 4> cp_1 = {};
    QuadFactors f = {};
    cp_1 = cp;
    float _e14 = EdgeFactor(float3(cp_1[0].pos), float3(cp_1[2].pos), Terrain);
    f.edges[0] = _e14;
    float _e26 = EdgeFactor(float3(cp_1[0].pos), float3(cp_1[1].pos), Terrain);
    f.edges[1] = _e26;
    float _e38 = EdgeFactor(float3(cp_1[1].pos), float3(cp_1[3].pos), Terrain);
    f.edges[2] = _e38;
    float _e50 = EdgeFactor(float3(cp_1[2].pos), float3(cp_1[3].pos), Terrain);
    f.edges[3] = _e50;
    f.inside[0] = max(f.edges[1], f.edges[3]);
    f.inside[1] = max(f.edges[0], f.edges[2]);
    return f;
}

kernel void TerrainHS(
    uint3 TerrainHS_thread [[thread_position_in_threadgroup]],
    uint3 TerrainHS_patch [[threadgroup_position_in_grid]],
    constant type_Terrain& Terrain [[buffer(0)]],
    const device ControlPoint* TerrainHS_inputControlPoints [[buffer(1)]],
    device ControlPoint* TerrainHS_outputControlPoints [[buffer(2)]],
    device QuadFactors* TerrainHS_patchData [[buffer(3)]],
    device uint* TerrainHS_tessFactors [[buffer(4)]]
) {
    uint3 TerrainHS_thread_1 = {};
    uint3 TerrainHS_patch_1 = {};
    array<ControlPoint, 4> TerrainHS_input = {};
    uint TerrainHS_k = {};
    array<ControlPoint, 4> TerrainHS_output = {};
    uint TerrainHS_j = {};
    QuadFactors TerrainHS_constants = {};
    TerrainHS_thread_1 = TerrainHS_thread;
    TerrainHS_patch_1 = TerrainHS_patch;
    {
        TerrainHS_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                TerrainHS_k = TerrainHS_k + 1u;
            }
            loop_init = false;
            if (!(TerrainHS_k < TerrainHS_inputPoints)) {
                break;
            }
            {
                TerrainHS_input[TerrainHS_k] = TerrainHS_inputControlPoints[(TerrainHS_patch_1.x * TerrainHS_inputPoints) + TerrainHS_k];
            }
        }
    }
    uint _e28 = TerrainHS_patch_1.x;
    uint _e31 = TerrainHS_thread_1.x;
    ControlPoint _e37 = TerrainHS_controlPoint(TerrainHS_input, TerrainHS_thread_1.x);
    TerrainHS_outputControlPoints[(_e28 * TerrainHS_outputPoints) + _e31] = _e37;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (TerrainHS_thread_1.x == 0u) {
        {
            {
                TerrainHS_j = 0u;
                bool loop_init_1 = true;
                while (true) {
                    if (!loop_init_1) {
                        TerrainHS_j = TerrainHS_j + 1u;
                    }
                    loop_init_1 = false;
                    if (!(TerrainHS_j < TerrainHS_outputPoints)) {
                        break;
                    }
                    {
                        TerrainHS_output[TerrainHS_j] = TerrainHS_outputControlPoints[(TerrainHS_patch_1.x * TerrainHS_outputPoints) + TerrainHS_j];
                    }
                }
            }
            QuadFactors _e65 = QuadConstants(TerrainHS_output, Terrain);
            TerrainHS_constants = _e65;
            TerrainHS_patchData[TerrainHS_patch_1.x] = TerrainHS_constants;
            uint3 _e133 = uint3(as_type<uint>(half2(float2(TerrainHS_constants.edges[0], 0.0f))) | (as_type<uint>(half2(float2(TerrainHS_constants.edges[1], 0.0f))) << 16u), as_type<uint>(half2(float2(TerrainHS_constants.edges[2], 0.0f))) | (as_type<uint>(half2(float2(TerrainHS_constants.edges[3], 0.0f))) << 16u), as_type<uint>(half2(float2(TerrainHS_constants.inside[0], 0.0f))) | (as_type<uint>(half2(float2(TerrainHS_constants.inside[1], 0.0f))) << 16u));
            uint _e135 = (TerrainHS_patch_1.x * 12u) >> 2u;
            TerrainHS_tessFactors[_e135] = _e133.x;
            TerrainHS_tessFactors[_e135 + 1u] = _e133.y;
            TerrainHS_tessFactors[_e135 + 2u] = _e133.z;
        }
    }
    return;
}

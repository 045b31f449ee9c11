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

struct VSOut {
    packed_float3 pos;
    packed_float2 uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VSOut) == 20, "VSOut: size");
static_assert(__builtin_offsetof(VSOut, pos) == 0, "VSOut::pos: offset");
static_assert(__builtin_offsetof(VSOut, uv) == 12, "VSOut::uv: offset");
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

constant uint HSMain_inputPoints = 3u;
constant uint HSMain_outputPoints = 3u;

HSOut HSMain_controlPoint(array<VSOut, 3> patch, uint i, uint id) {
    HSOut o = {};
    array<VSOut, 3> _array = {};
    array<VSOut, 3> _array_1 = {};
    _array = patch;
    o.pos = float3(_array[i].pos);
    _array_1 = patch;
    o.uv = float2(_array_1[i].uv);
    return o;
}

PatchConstants PatchMain(array<VSOut, 3> patch, uint id, constant type_Tess& Tess) {
    PatchConstants pc = {};
    uint e = {};
    {
        e = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                e = e + 1u;
            }
            loop_init = false;
            if (!(e < 3u)) {
                break;
            }
            {
                pc.edges[e] = Tess.edgeFactor + float(e);
            }
        }
    }
    pc.inside = Tess.insideFactor;
    pc.center = ((float3(patch[0].pos) + float3(patch[1].pos)) + float3(patch[2].pos)) / float3(3.0f);
    return pc;
}

kernel void HSMain(
    uint3 HSMain_thread [[thread_position_in_threadgroup]],
    uint3 HSMain_patch [[threadgroup_position_in_grid]],
    constant type_Tess& Tess [[buffer(0)]],
    const device VSOut* HSMain_inputControlPoints [[buffer(1)]],
    device HSOut* HSMain_outputControlPoints [[buffer(2)]],
    device PatchConstants* HSMain_patchData [[buffer(3)]],
    device uint* HSMain_tessFactors [[buffer(4)]]
) {
    uint3 HSMain_thread_1 = {};
    uint3 HSMain_patch_1 = {};
    array<VSOut, 3> HSMain_input = {};
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
    HSOut _e39 = HSMain_controlPoint(HSMain_input, HSMain_thread_1.x, HSMain_patch_1.x);
    HSMain_outputControlPoints[(_e28 * HSMain_outputPoints) + _e31] = _e39;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (HSMain_thread_1.x == 0u) {
        {
            PatchConstants _e48 = PatchMain(HSMain_input, HSMain_patch_1.x, Tess);
            HSMain_constants = _e48;
            HSMain_patchData[HSMain_patch_1.x] = HSMain_constants;
            uint2 _e95 = uint2(as_type<uint>(half2(float2(HSMain_constants.edges[0], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.edges[1], 0.0f))) << 16u), as_type<uint>(half2(float2(HSMain_constants.edges[2], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.inside, 0.0f))) << 16u));
            uint _e97 = (HSMain_patch_1.x * 8u) >> 2u;
            HSMain_tessFactors[_e97] = _e95.x;
            HSMain_tessFactors[_e97 + 1u] = _e95.y;
        }
    }
    return;
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Tess {
    float edgeScale;
    float insideBias;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Tess) == 16, "type_Tess: size");
static_assert(__builtin_offsetof(type_Tess, edgeScale) == 0, "type_Tess::edgeScale: offset");
static_assert(__builtin_offsetof(type_Tess, insideBias) == 4, "type_Tess::insideBias: offset");
#endif

struct CP {
    packed_float3 pos;
    float weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(CP) == 16, "CP: size");
static_assert(__builtin_offsetof(CP, pos) == 0, "CP::pos: offset");
static_assert(__builtin_offsetof(CP, weight) == 12, "CP::weight: offset");
#endif

struct HSOut {
    packed_float3 pos;
    uint id;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(HSOut) == 16, "HSOut: size");
static_assert(__builtin_offsetof(HSOut, pos) == 0, "HSOut::pos: offset");
static_assert(__builtin_offsetof(HSOut, id) == 12, "HSOut::id: offset");
#endif

struct Factors {
    array<float, 3> edges;
    float inside;
    float sum;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Factors) == 20, "Factors: size");
static_assert(__builtin_offsetof(Factors, edges) == 0, "Factors::edges: offset");
static_assert(__builtin_offsetof(Factors, inside) == 12, "Factors::inside: offset");
static_assert(__builtin_offsetof(Factors, sum) == 16, "Factors::sum: offset");
#endif

constant uint HSMain_inputPoints = 3u;
constant uint HSMain_outputPoints = 3u;

HSOut HSMain_controlPoint(array<CP, 3> ip, uint i, uint patch) {
    HSOut o = {};
    array<CP, 3> _array = {};
    array<CP, 3> _array_1 = {};
    _array = ip;
    float3 _e9 = float3(_array[i].pos);
    _array_1 = ip;
    o.pos = (_e9 * float3(2.0f)) + float3(_array_1[(i + 1u) % 3u].pos);
    o.id = (patch * 10u) + i;
    return o;
}

Factors PatchF(array<CP, 3> ip, array<HSOut, 3> op, uint patch, constant type_Tess& Tess) {
    Factors f = {};
    uint e = {};
    array<CP, 3> _array = {};
    array<HSOut, 3> _array_1 = {};
    array<HSOut, 3> _array_2 = {};
    f.sum = 0.0f;
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
                uint _e15 = e;
                uint _e19 = e;
                _array = ip;
                float _e23 = Tess.edgeScale;
                float _e24 = _array[_e19].weight;
                uint _e26 = e;
                _array_1 = op;
                f.edges[_e15] = (_e23 * _e24) + float(_array_1[_e26].id);
                uint _e34 = e;
                _array_2 = op;
                f.sum = f.sum + _array_2[_e34].pos.x;
            }
        }
    }
    f.inside = Tess.insideBias + float(patch);
    return f;
}

kernel void HSMain(
    uint3 HSMain_thread [[thread_position_in_threadgroup]],
    uint3 HSMain_patch [[threadgroup_position_in_grid]],
    constant type_Tess& Tess [[buffer(0)]],
    const device CP* HSMain_inputControlPoints [[buffer(1)]],
    device HSOut* HSMain_outputControlPoints [[buffer(2)]],
    device Factors* HSMain_patchData [[buffer(3)]],
    device uint* HSMain_tessFactors [[buffer(4)]]
) {
    uint3 HSMain_thread_1 = {};
    uint3 HSMain_patch_1 = {};
    array<CP, 3> HSMain_input = {};
    uint HSMain_k = {};
    array<HSOut, 3> HSMain_output = {};
    uint HSMain_j = {};
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
    HSOut _e39 = HSMain_controlPoint(HSMain_input, HSMain_thread_1.x, HSMain_patch_1.x);
    HSMain_outputControlPoints[(_e28 * HSMain_outputPoints) + _e31] = _e39;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (HSMain_thread_1.x == 0u) {
        {
            {
                HSMain_j = 0u;
                bool loop_init_1 = true;
                while (true) {
                    if (!loop_init_1) {
                        HSMain_j = HSMain_j + 1u;
                    }
                    loop_init_1 = false;
                    if (!(HSMain_j < HSMain_outputPoints)) {
                        break;
                    }
                    {
                        HSMain_output[HSMain_j] = HSMain_outputControlPoints[(HSMain_patch_1.x * HSMain_outputPoints) + HSMain_j];
                    }
                }
            }
            Factors _e70 = PatchF(HSMain_input, HSMain_output, HSMain_patch_1.x, Tess);
            HSMain_constants = _e70;
            HSMain_patchData[HSMain_patch_1.x] = HSMain_constants;
            uint2 _e117 = uint2(as_type<uint>(half2(float2(HSMain_constants.edges[0], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.edges[1], 0.0f))) << 16u), as_type<uint>(half2(float2(HSMain_constants.edges[2], 0.0f))) | (as_type<uint>(half2(float2(HSMain_constants.inside, 0.0f))) << 16u));
            uint _e119 = (HSMain_patch_1.x * 8u) >> 2u;
            HSMain_tessFactors[_e119] = _e117.x;
            HSMain_tessFactors[_e119 + 1u] = _e117.y;
        }
    }
    return;
}

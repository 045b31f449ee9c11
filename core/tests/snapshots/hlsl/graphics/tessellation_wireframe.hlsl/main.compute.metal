#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Detail {
    float level_;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Detail) == 16, "type_Detail: size");
static_assert(__builtin_offsetof(type_Detail, level_) == 0, "type_Detail::level_: offset");
#endif

struct ControlPoint {
    packed_float3 pos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(ControlPoint) == 12, "ControlPoint: size");
static_assert(__builtin_offsetof(ControlPoint, pos) == 0, "ControlPoint::pos: offset");
#endif

struct TriFactors {
    array<float, 3> edges;
    float inside;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(TriFactors) == 16, "TriFactors: size");
static_assert(__builtin_offsetof(TriFactors, edges) == 0, "TriFactors::edges: offset");
static_assert(__builtin_offsetof(TriFactors, inside) == 12, "TriFactors::inside: offset");
#endif

constant uint main_inputPoints = 3u;
constant uint main_outputPoints = 3u;

ControlPoint main_controlPoint(array<ControlPoint, 3> patch, uint i) {
    array<ControlPoint, 3> _array = {};
    _array = patch;
    return _array[i];
}

TriFactors Constants(array<ControlPoint, 3> patch, uint id, constant type_Detail& Detail) {
    TriFactors f = {};
    f.edges[0] = Detail.level_;
    f.edges[1] = Detail.level_;
    f.edges[2] = Detail.level_;
    f.inside = Detail.level_ + float(id % 2u);
    return f;
}

kernel void main0(
    uint3 main_thread [[thread_position_in_threadgroup]],
    uint3 main_patch [[threadgroup_position_in_grid]],
    constant type_Detail& Detail [[buffer(0)]],
    const device ControlPoint* main_inputControlPoints [[buffer(1)]],
    device ControlPoint* main_outputControlPoints [[buffer(2)]],
    device TriFactors* main_patchData [[buffer(3)]],
    device uint* main_tessFactors [[buffer(4)]]
) {
    uint3 main_thread_1 = {};
    uint3 main_patch_1 = {};
    array<ControlPoint, 3> main_input = {};
    uint main_k = {};
    TriFactors main_constants = {};
    main_thread_1 = main_thread;
    main_patch_1 = main_patch;
    {
        main_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                main_k = main_k + 1u;
            }
            loop_init = false;
            if (!(main_k < main_inputPoints)) {
                break;
            }
            {
                main_input[main_k] = main_inputControlPoints[(main_patch_1.x * main_inputPoints) + main_k];
            }
        }
    }
    uint _e28 = main_patch_1.x;
    uint _e31 = main_thread_1.x;
    ControlPoint _e37 = main_controlPoint(main_input, main_thread_1.x);
    main_outputControlPoints[(_e28 * main_outputPoints) + _e31] = _e37;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (main_thread_1.x == 0u) {
        {
            TriFactors _e46 = Constants(main_input, main_patch_1.x, Detail);
            main_constants = _e46;
            main_patchData[main_patch_1.x] = main_constants;
            uint2 _e93 = uint2(as_type<uint>(half2(float2(main_constants.edges[0], 0.0f))) | (as_type<uint>(half2(float2(main_constants.edges[1], 0.0f))) << 16u), as_type<uint>(half2(float2(main_constants.edges[2], 0.0f))) | (as_type<uint>(half2(float2(main_constants.inside, 0.0f))) << 16u));
            uint _e95 = (main_patch_1.x * 8u) >> 2u;
            main_tessFactors[_e95] = _e93.x;
            main_tessFactors[_e95 + 1u] = _e93.y;
        }
    }
    return;
}

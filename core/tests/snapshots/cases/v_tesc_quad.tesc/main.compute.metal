#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Lod {
    float scale;
    float bias_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Lod) == 16, "type_Lod: size");
static_assert(__builtin_offsetof(type_Lod, scale) == 0, "type_Lod::scale: offset");
static_assert(__builtin_offsetof(type_Lod, bias_) == 4, "type_Lod::bias_: offset");
#endif

struct _glsl_ControlPointIn {
    packed_float3 vPos_;
    float vWeight_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPointIn) == 16, "_glsl_ControlPointIn: size");
static_assert(__builtin_offsetof(_glsl_ControlPointIn, vPos_) == 0, "_glsl_ControlPointIn::vPos_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPointIn, vWeight_) == 12, "_glsl_ControlPointIn::vWeight_: offset");
#endif

struct _glsl_PerVertex {
    float4 gl_Position;
    float gl_PointSize;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_PerVertex) == 32, "_glsl_PerVertex: size");
static_assert(__builtin_offsetof(_glsl_PerVertex, gl_Position) == 0, "_glsl_PerVertex::gl_Position: offset");
static_assert(__builtin_offsetof(_glsl_PerVertex, gl_PointSize) == 16, "_glsl_PerVertex::gl_PointSize: offset");
#endif

struct _glsl_ControlPoint {
    _glsl_PerVertex gl_out_;
    packed_float3 tcPos_;
    float tcW_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPoint) == 48, "_glsl_ControlPoint: size");
static_assert(__builtin_offsetof(_glsl_ControlPoint, gl_out_) == 0, "_glsl_ControlPoint::gl_out_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPoint, tcPos_) == 32, "_glsl_ControlPoint::tcPos_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPoint, tcW_) == 44, "_glsl_ControlPoint::tcW_: offset");
#endif

struct _glsl_Patch {
    array<float, 4> gl_TessLevelOuter_;
    array<float, 2> gl_TessLevelInner_;
    uint gl_PatchVerticesOut_;
    float sum_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Patch) == 32, "_glsl_Patch: size");
static_assert(__builtin_offsetof(_glsl_Patch, gl_TessLevelOuter_) == 0, "_glsl_Patch::gl_TessLevelOuter_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, gl_TessLevelInner_) == 16, "_glsl_Patch::gl_TessLevelInner_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, gl_PatchVerticesOut_) == 24, "_glsl_Patch::gl_PatchVerticesOut_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, sum_) == 28, "_glsl_Patch::sum_: offset");
#endif

constant uint _glsl_vertices = 4u;
constant uint main_inputPoints = 4u;
constant uint main_outputPoints = 4u;

void _glsl_main(thread int& gl_InvocationID, thread int& gl_PrimitiveID, threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner, constant type_Lod& Lod, thread array<packed_float3, 32>& vPos, thread array<float, 32>& vWeight, threadgroup array<packed_float3, 4>& tcPos, threadgroup array<float, 4>& tcW, threadgroup float& sum) {
    int i = {};
    int e = {};
    i = gl_InvocationID;
    tcPos[i] = (float3(vPos[i]) * float3(2.0f)) + float3(vPos[(i + 1) & 3]);
    tcW[i] = float((gl_PrimitiveID * 10) + i);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (i == 0) {
        {
            sum = 0.0f;
            {
                e = 0;
                bool loop_init = true;
                while (true) {
                    if (!loop_init) {
                        e = e + 1;
                    }
                    loop_init = false;
                    if (!(e < 4)) {
                        break;
                    }
                    {
                        gl_TessLevelOuter[e] = (Lod.scale * vWeight[e]) + tcW[e];
                        sum = sum + tcPos[e].x;
                    }
                }
            }
            gl_TessLevelInner[0] = Lod.bias_ + float(gl_PrimitiveID);
            gl_TessLevelInner[1] = tcPos[2].x;
        }
    }
    return;
}

_glsl_ControlPoint main_controlPoint(array<_glsl_ControlPointIn, 4> _glsl_input, uint _glsl_id, uint _glsl_patch, thread int& gl_InvocationID, thread int& gl_PrimitiveID, threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner, constant type_Lod& Lod, thread array<packed_float3, 32>& vPos, thread array<float, 32>& vWeight, threadgroup array<packed_float3, 4>& tcPos, threadgroup array<float, 4>& tcW, threadgroup float& sum) {
    uint k = {};
    array<_glsl_ControlPointIn, 4> _array = {};
    array<_glsl_ControlPointIn, 4> _array_1 = {};
    _glsl_ControlPoint o = {};
    gl_InvocationID = int(_glsl_id);
    gl_PrimitiveID = int(_glsl_patch);
    {
        k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1u;
            }
            loop_init = false;
            if (!(k < _glsl_vertices)) {
                break;
            }
            {
                uint _e14 = k;
                uint _e16 = k;
                _array = _glsl_input;
                vPos[_e14] = float3(_array[_e16].vPos_);
                uint _e22 = k;
                uint _e24 = k;
                _array_1 = _glsl_input;
                vWeight[_e22] = _array_1[_e24].vWeight_;
            }
        }
    }
    _glsl_main(gl_InvocationID, gl_PrimitiveID, gl_TessLevelOuter, gl_TessLevelInner, Lod, vPos, vWeight, tcPos, tcW, sum);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    o.gl_out_.gl_Position = float4(0.0f, 0.0f, 0.0f, 0.0f);
    o.gl_out_.gl_PointSize = 0.0f;
    o.tcPos_ = float3(tcPos[_glsl_id]);
    o.tcW_ = tcW[_glsl_id];
    return o;
}

_glsl_Patch _glsl_patch_constants(threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner, threadgroup float& sum) {
    _glsl_Patch p = {};
    p.gl_TessLevelOuter_[0] = gl_TessLevelOuter[0];
    p.gl_TessLevelOuter_[1] = gl_TessLevelOuter[1];
    p.gl_TessLevelOuter_[2] = gl_TessLevelOuter[2];
    p.gl_TessLevelOuter_[3] = gl_TessLevelOuter[3];
    p.gl_TessLevelInner_[0] = gl_TessLevelInner[0];
    p.gl_TessLevelInner_[1] = gl_TessLevelInner[1];
    p.gl_PatchVerticesOut_ = _glsl_vertices;
    p.sum_ = sum;
    return p;
}

kernel void main0(
    uint3 main_thread [[thread_position_in_threadgroup]],
    uint3 main_patch [[threadgroup_position_in_grid]],
    constant type_Lod& Lod [[buffer(0)]],
    const device _glsl_ControlPointIn* main_inputControlPoints [[buffer(1)]],
    device _glsl_ControlPoint* main_outputControlPoints [[buffer(2)]],
    device _glsl_Patch* main_patchData [[buffer(3)]],
    device uint* main_tessFactors [[buffer(4)]]
) {
    int gl_InvocationID = {};
    int gl_PrimitiveID = {};
    threadgroup array<float, 4> gl_TessLevelOuter;
    threadgroup array<float, 2> gl_TessLevelInner;
    array<packed_float3, 32> vPos = {};
    array<float, 32> vWeight = {};
    threadgroup array<packed_float3, 4> tcPos;
    threadgroup array<float, 4> tcW;
    threadgroup float sum;
    uint3 main_thread_1 = {};
    uint3 main_patch_1 = {};
    array<_glsl_ControlPointIn, 4> main_input = {};
    uint main_k = {};
    _glsl_Patch main_constants = {};
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
    _glsl_ControlPoint _e39 = main_controlPoint(main_input, main_thread_1.x, main_patch_1.x, gl_InvocationID, gl_PrimitiveID, gl_TessLevelOuter, gl_TessLevelInner, Lod, vPos, vWeight, tcPos, tcW, sum);
    main_outputControlPoints[(_e28 * main_outputPoints) + _e31] = _e39;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (main_thread_1.x == 0u) {
        {
            _glsl_Patch _e45 = _glsl_patch_constants(gl_TessLevelOuter, gl_TessLevelInner, sum);
            main_constants = _e45;
            main_patchData[main_patch_1.x] = main_constants;
            uint3 _e110 = uint3(as_type<uint>(half2(float2(main_constants.gl_TessLevelOuter_[0], 0.0f))) | (as_type<uint>(half2(float2(main_constants.gl_TessLevelOuter_[1], 0.0f))) << 16u), as_type<uint>(half2(float2(main_constants.gl_TessLevelOuter_[2], 0.0f))) | (as_type<uint>(half2(float2(main_constants.gl_TessLevelOuter_[3], 0.0f))) << 16u), as_type<uint>(half2(float2(main_constants.gl_TessLevelInner_[0], 0.0f))) | (as_type<uint>(half2(float2(main_constants.gl_TessLevelInner_[1], 0.0f))) << 16u));
            uint _e112 = (main_patch_1.x * 12u) >> 2u;
            main_tessFactors[_e112] = _e110.x;
            main_tessFactors[_e112 + 1u] = _e110.y;
            main_tessFactors[_e112 + 2u] = _e110.z;
        }
    }
    return;
}

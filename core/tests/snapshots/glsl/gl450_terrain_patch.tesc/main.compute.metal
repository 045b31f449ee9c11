#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

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

struct type_Lod {
    float unitsPerLevel;
    float maxLevel;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Lod) == 16, "type_Lod: size");
static_assert(__builtin_offsetof(type_Lod, unitsPerLevel) == 0, "type_Lod::unitsPerLevel: offset");
static_assert(__builtin_offsetof(type_Lod, maxLevel) == 4, "type_Lod::maxLevel: offset");
#endif

struct _glsl_ControlPointIn {
    _glsl_PerVertex gl_in_;
    float3 vPos_;
    float2 vUV_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPointIn) == 64, "_glsl_ControlPointIn: size");
static_assert(__builtin_offsetof(_glsl_ControlPointIn, gl_in_) == 0, "_glsl_ControlPointIn::gl_in_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPointIn, vPos_) == 32, "_glsl_ControlPointIn::vPos_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPointIn, vUV_) == 48, "_glsl_ControlPointIn::vUV_: offset");
#endif

struct _glsl_ControlPoint {
    _glsl_PerVertex gl_out_;
    float3 tcPos_;
    float2 tcUV_;
    float tcEdge_;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPoint) == 64, "_glsl_ControlPoint: size");
static_assert(__builtin_offsetof(_glsl_ControlPoint, gl_out_) == 0, "_glsl_ControlPoint::gl_out_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPoint, tcPos_) == 32, "_glsl_ControlPoint::tcPos_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPoint, tcUV_) == 48, "_glsl_ControlPoint::tcUV_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPoint, tcEdge_) == 56, "_glsl_ControlPoint::tcEdge_: offset");
#endif

struct _glsl_Patch {
    array<float, 4> gl_TessLevelOuter_;
    array<float, 2> gl_TessLevelInner_;
    uint gl_PatchVerticesOut_;
    uchar _pad3[4];
    packed_float3 patchCenter_;
    int patchId_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Patch) == 48, "_glsl_Patch: size");
static_assert(__builtin_offsetof(_glsl_Patch, gl_TessLevelOuter_) == 0, "_glsl_Patch::gl_TessLevelOuter_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, gl_TessLevelInner_) == 16, "_glsl_Patch::gl_TessLevelInner_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, gl_PatchVerticesOut_) == 24, "_glsl_Patch::gl_PatchVerticesOut_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, patchCenter_) == 32, "_glsl_Patch::patchCenter_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, patchId_) == 44, "_glsl_Patch::patchId_: offset");
#endif

constant uint _glsl_vertices = 4u;
constant uint main_inputPoints = 4u;
constant uint main_outputPoints = 4u;

float level_(float len, constant type_Lod& Lod) {
    return clamp(len / Lod.unitsPerLevel, 1.0f, Lod.maxLevel);
}

void _glsl_main(thread int& gl_InvocationID, thread int& gl_PrimitiveID, thread array<_glsl_PerVertex, 32>& gl_in, threadgroup array<_glsl_PerVertex, 4>& gl_out, threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner, thread array<packed_float3, 32>& vPos, thread array<float2, 32>& vUV, threadgroup array<packed_float3, 4>& tcPos, threadgroup array<float2, 4>& tcUV, threadgroup array<float, 4>& tcEdge, threadgroup float3& patchCenter, threadgroup int& patchId, constant type_Lod& Lod) {
    int i = {};
    int e = {};
    float inner = {};
    i = gl_InvocationID;
    tcPos[i] = float3(vPos[i]);
    tcUV[i] = vUV[i];
    gl_out[i].gl_Position = gl_in[i].gl_Position;
    tcEdge[i] = distance(float3(vPos[i]), float3(vPos[(i + 1) % 4]));
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (i == 0) {
        {
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
                        int _e52 = e;
                        float _e58 = level_(tcEdge[e], Lod);
                        gl_TessLevelOuter[_e52] = _e58;
                    }
                }
            }
            float _e82 = level_(max(max(tcEdge[0], tcEdge[2]), max(tcEdge[1], tcEdge[3])), Lod);
            inner = _e82;
            gl_TessLevelInner[0] = inner;
            gl_TessLevelInner[1] = inner;
            patchCenter = (((float3(tcPos[0]) + float3(tcPos[1])) + float3(tcPos[2])) + float3(tcPos[3])) * float3(0.25f);
            patchId = gl_PrimitiveID;
        }
    }
    return;
}

_glsl_ControlPoint main_controlPoint(array<_glsl_ControlPointIn, 4> _glsl_input, uint _glsl_id, uint _glsl_patch, thread int& gl_InvocationID, thread int& gl_PrimitiveID, thread array<_glsl_PerVertex, 32>& gl_in, threadgroup array<_glsl_PerVertex, 4>& gl_out, threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner, thread array<packed_float3, 32>& vPos, thread array<float2, 32>& vUV, threadgroup array<packed_float3, 4>& tcPos, threadgroup array<float2, 4>& tcUV, threadgroup array<float, 4>& tcEdge, threadgroup float3& patchCenter, threadgroup int& patchId, constant type_Lod& Lod) {
    uint k = {};
    array<_glsl_ControlPointIn, 4> _array = {};
    array<_glsl_ControlPointIn, 4> _array_1 = {};
    array<_glsl_ControlPointIn, 4> _array_2 = {};
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
                gl_in[_e14] = _array[_e16].gl_in_;
                uint _e22 = k;
                uint _e24 = k;
                _array_1 = _glsl_input;
                vPos[_e22] = _array_1[_e24].vPos_;
                uint _e30 = k;
                uint _e32 = k;
                _array_2 = _glsl_input;
                vUV[_e30] = _array_2[_e32].vUV_;
            }
        }
    }
    _glsl_main(gl_InvocationID, gl_PrimitiveID, gl_in, gl_out, gl_TessLevelOuter, gl_TessLevelInner, vPos, vUV, tcPos, tcUV, tcEdge, patchCenter, patchId, Lod);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    o.gl_out_ = gl_out[_glsl_id];
    o.tcPos_ = float3(tcPos[_glsl_id]);
    o.tcUV_ = tcUV[_glsl_id];
    o.tcEdge_ = tcEdge[_glsl_id];
    return o;
}

_glsl_Patch _glsl_patch_constants(threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner, threadgroup float3& patchCenter, threadgroup int& patchId) {
    _glsl_Patch p = {};
    p.gl_TessLevelOuter_[0] = gl_TessLevelOuter[0];
    p.gl_TessLevelOuter_[1] = gl_TessLevelOuter[1];
    p.gl_TessLevelOuter_[2] = gl_TessLevelOuter[2];
    p.gl_TessLevelOuter_[3] = gl_TessLevelOuter[3];
    p.gl_TessLevelInner_[0] = gl_TessLevelInner[0];
    p.gl_TessLevelInner_[1] = gl_TessLevelInner[1];
    p.gl_PatchVerticesOut_ = _glsl_vertices;
    p.patchCenter_ = patchCenter;
    p.patchId_ = patchId;
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
    array<_glsl_PerVertex, 32> gl_in = {};
    threadgroup array<_glsl_PerVertex, 4> gl_out;
    threadgroup array<float, 4> gl_TessLevelOuter;
    threadgroup array<float, 2> gl_TessLevelInner;
    array<packed_float3, 32> vPos = {};
    array<float2, 32> vUV = {};
    threadgroup array<packed_float3, 4> tcPos;
    threadgroup array<float2, 4> tcUV;
    threadgroup array<float, 4> tcEdge;
    threadgroup float3 patchCenter;
    threadgroup int patchId;
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
    _glsl_ControlPoint _e39 = main_controlPoint(main_input, main_thread_1.x, main_patch_1.x, gl_InvocationID, gl_PrimitiveID, gl_in, gl_out, gl_TessLevelOuter, gl_TessLevelInner, vPos, vUV, tcPos, tcUV, tcEdge, patchCenter, patchId, Lod);
    main_outputControlPoints[(_e28 * main_outputPoints) + _e31] = _e39;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (main_thread_1.x == 0u) {
        {
            _glsl_Patch _e45 = _glsl_patch_constants(gl_TessLevelOuter, gl_TessLevelInner, patchCenter, patchId);
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

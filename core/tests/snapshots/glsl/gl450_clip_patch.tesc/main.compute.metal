#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_PerVertex {
    float4 gl_Position;
    float gl_PointSize;
    array<float, 2> gl_ClipDistance;
    uchar _pad3[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_PerVertex) == 32, "_glsl_PerVertex: size");
static_assert(__builtin_offsetof(_glsl_PerVertex, gl_Position) == 0, "_glsl_PerVertex::gl_Position: offset");
static_assert(__builtin_offsetof(_glsl_PerVertex, gl_PointSize) == 16, "_glsl_PerVertex::gl_PointSize: offset");
static_assert(__builtin_offsetof(_glsl_PerVertex, gl_ClipDistance) == 20, "_glsl_PerVertex::gl_ClipDistance: offset");
#endif

struct _glsl_ControlPointIn {
    _glsl_PerVertex gl_in_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPointIn) == 32, "_glsl_ControlPointIn: size");
static_assert(__builtin_offsetof(_glsl_ControlPointIn, gl_in_) == 0, "_glsl_ControlPointIn::gl_in_: offset");
#endif

struct _glsl_ControlPoint {
    _glsl_PerVertex gl_out_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPoint) == 32, "_glsl_ControlPoint: size");
static_assert(__builtin_offsetof(_glsl_ControlPoint, gl_out_) == 0, "_glsl_ControlPoint::gl_out_: offset");
#endif

struct _glsl_Patch {
    array<float, 4> gl_TessLevelOuter_;
    array<float, 2> gl_TessLevelInner_;
    uint gl_PatchVerticesOut_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Patch) == 28, "_glsl_Patch: size");
static_assert(__builtin_offsetof(_glsl_Patch, gl_TessLevelOuter_) == 0, "_glsl_Patch::gl_TessLevelOuter_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, gl_TessLevelInner_) == 16, "_glsl_Patch::gl_TessLevelInner_: offset");
static_assert(__builtin_offsetof(_glsl_Patch, gl_PatchVerticesOut_) == 24, "_glsl_Patch::gl_PatchVerticesOut_: offset");
#endif

constant uint _glsl_vertices = 3u;
constant uint main_inputPoints = 3u;
constant uint main_outputPoints = 3u;

void _glsl_main(thread int& gl_InvocationID, thread array<_glsl_PerVertex, 32>& gl_in, threadgroup array<_glsl_PerVertex, 3>& gl_out, threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner) {
    int k = {};
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    {
        k = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                k = k + 1;
            }
            loop_init = false;
            if (!(k < 2)) {
                break;
            }
            gl_out[gl_InvocationID].gl_ClipDistance[k] = gl_in[gl_InvocationID].gl_ClipDistance[k];
        }
    }
    if (gl_InvocationID == 0) {
        {
            gl_TessLevelOuter[0] = 4.0f;
            gl_TessLevelOuter[1] = 4.0f;
            gl_TessLevelOuter[2] = 4.0f;
            gl_TessLevelInner[0] = 4.0f;
        }
    }
    return;
}

_glsl_ControlPoint main_controlPoint(array<_glsl_ControlPointIn, 3> _glsl_input, uint _glsl_id, uint _glsl_patch, thread int& gl_InvocationID, thread array<_glsl_PerVertex, 32>& gl_in, threadgroup array<_glsl_PerVertex, 3>& gl_out, threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner) {
    uint k = {};
    array<_glsl_ControlPointIn, 3> _array = {};
    _glsl_ControlPoint o = {};
    gl_InvocationID = int(_glsl_id);
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
                uint _e12 = k;
                uint _e14 = k;
                _array = _glsl_input;
                gl_in[_e12] = _array[_e14].gl_in_;
            }
        }
    }
    _glsl_main(gl_InvocationID, gl_in, gl_out, gl_TessLevelOuter, gl_TessLevelInner);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    o.gl_out_ = gl_out[_glsl_id];
    return o;
}

_glsl_Patch _glsl_patch_constants(threadgroup array<float, 4>& gl_TessLevelOuter, threadgroup array<float, 2>& gl_TessLevelInner) {
    _glsl_Patch p = {};
    p.gl_TessLevelOuter_[0] = gl_TessLevelOuter[0];
    p.gl_TessLevelOuter_[1] = gl_TessLevelOuter[1];
    p.gl_TessLevelOuter_[2] = gl_TessLevelOuter[2];
    p.gl_TessLevelOuter_[3] = gl_TessLevelOuter[3];
    p.gl_TessLevelInner_[0] = gl_TessLevelInner[0];
    p.gl_TessLevelInner_[1] = gl_TessLevelInner[1];
    p.gl_PatchVerticesOut_ = _glsl_vertices;
    return p;
}

kernel void main0(
    uint3 main_thread [[thread_position_in_threadgroup]],
    uint3 main_patch [[threadgroup_position_in_grid]],
    const device _glsl_ControlPointIn* main_inputControlPoints [[buffer(0)]],
    device _glsl_ControlPoint* main_outputControlPoints [[buffer(1)]],
    device _glsl_Patch* main_patchData [[buffer(2)]],
    device uint* main_tessFactors [[buffer(3)]]
) {
    int gl_InvocationID = {};
    array<_glsl_PerVertex, 32> gl_in = {};
    threadgroup array<_glsl_PerVertex, 3> gl_out;
    threadgroup array<float, 4> gl_TessLevelOuter;
    threadgroup array<float, 2> gl_TessLevelInner;
    uint3 main_thread_1 = {};
    uint3 main_patch_1 = {};
    array<_glsl_ControlPointIn, 3> main_input = {};
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
    _glsl_ControlPoint _e39 = main_controlPoint(main_input, main_thread_1.x, main_patch_1.x, gl_InvocationID, gl_in, gl_out, gl_TessLevelOuter, gl_TessLevelInner);
    main_outputControlPoints[(_e28 * main_outputPoints) + _e31] = _e39;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_texture);
    if (main_thread_1.x == 0u) {
        {
            _glsl_Patch _e45 = _glsl_patch_constants(gl_TessLevelOuter, gl_TessLevelInner);
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

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

struct _glsl_ControlPoint {
    _glsl_PerVertex gl_in_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPoint) == 32, "_glsl_ControlPoint: size");
static_assert(__builtin_offsetof(_glsl_ControlPoint, gl_in_) == 0, "_glsl_ControlPoint::gl_in_: offset");
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

struct mainOutput {
    float4 gl_Position;
    array<float, 2> SV_ClipDistance;
    uchar _pad2[24];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, SV_ClipDistance) == 16, "mainOutput::SV_ClipDistance: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    array<float, 2> gl_ClipDistance_;
    uchar _pad2[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_ClipDistance_) == 16, "_glsl_Out::gl_ClipDistance_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread array<float, 2>& gl_ClipDistance, thread array<_glsl_PerVertex, 32>& gl_in, thread float3& gl_TessCoord) {
    float3 w = {};
    int k = {};
    w = gl_TessCoord;
    gl_Position = ((gl_in[0].gl_Position * float4(w.x)) + (gl_in[1].gl_Position * float4(w.y))) + (gl_in[2].gl_Position * float4(w.z));
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
            gl_ClipDistance[k] = ((gl_in[0].gl_ClipDistance[k] * w.x) + (gl_in[1].gl_ClipDistance[k] * w.y)) + (gl_in[2].gl_ClipDistance[k] * w.z);
        }
    }
    return;
}

_glsl_Out main_evaluate(_glsl_Patch _glsl_pd, float3 _glsl_location, uint _glsl_patch, thread float4& gl_Position, thread array<float, 2>& gl_ClipDistance, thread array<_glsl_PerVertex, 32>& gl_in, thread float3& gl_TessCoord, const device _glsl_ControlPoint* main_controlPoints) {
    uint _glsl_n = {};
    uint _glsl_k = {};
    _glsl_ControlPoint _glsl_cp = {};
    _glsl_Out output = {};
    gl_TessCoord = _glsl_location;
    _glsl_n = _glsl_pd.gl_PatchVerticesOut_;
    {
        _glsl_k = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                _glsl_k = _glsl_k + 1u;
            }
            loop_init = false;
            if (!(_glsl_k < min(_glsl_n, 32u))) {
                break;
            }
            {
                _glsl_cp = main_controlPoints[(_glsl_patch * _glsl_n) + _glsl_k];
                gl_in[_glsl_k] = _glsl_cp.gl_in_;
            }
        }
    }
    _glsl_main(gl_Position, gl_ClipDistance, gl_in, gl_TessCoord);
    output.gl_Position_ = gl_Position;
    output.gl_ClipDistance_ = gl_ClipDistance;
    return output;
}

struct main0_out {
    float4 gl_Position [[position]];
    float SV_ClipDistance [[clip_distance]] [2];
};

[[patch(triangle)]]
vertex main0_out main0(
    float3 main_location [[position_in_patch]],
    uint main_patch [[patch_id]],
    const device _glsl_ControlPoint* main_controlPoints [[buffer(0)]],
    const device _glsl_Patch* main_patchData [[buffer(1)]]
) {
    float4 gl_Position = {};
    array<float, 2> gl_ClipDistance = {};
    array<_glsl_PerVertex, 32> gl_in = {};
    float3 gl_TessCoord = {};
    float3 main_location_1 = {};
    uint main_patch_1 = {};
    main_location_1 = main_location;
    main_patch_1 = main_patch;
    _glsl_Out _e10 = main_evaluate(main_patchData[main_patch_1], main_location_1, main_patch_1, gl_Position, gl_ClipDistance, gl_in, gl_TessCoord, main_controlPoints);
    array<float, 2> _e12 = _e10.gl_ClipDistance_;
    {
        mainOutput result = mainOutput {_e10.gl_Position_, array<float, 2> {_e12[0], _e12[1]}};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        for (uint i = 0u; i < 2u; ++i) {
            out.SV_ClipDistance[i] = result.SV_ClipDistance[i];
        }
        return out;
    }
}

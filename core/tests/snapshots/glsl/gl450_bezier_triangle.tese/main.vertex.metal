#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_in_Control {
    float3 position;
    float3 normal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_in_Control) == 32, "_glsl_in_Control: size");
static_assert(__builtin_offsetof(_glsl_in_Control, position) == 0, "_glsl_in_Control::position: offset");
static_assert(__builtin_offsetof(_glsl_in_Control, normal) == 16, "_glsl_in_Control::normal: offset");
#endif

struct type_Push {
    float4x4 mvp;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 64, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, mvp) == 0, "type_Push::mvp: offset");
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
    _glsl_PerVertex gl_in_;
    _glsl_in_Control cp_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPoint) == 64, "_glsl_ControlPoint: size");
static_assert(__builtin_offsetof(_glsl_ControlPoint, gl_in_) == 0, "_glsl_ControlPoint::gl_in_: offset");
static_assert(__builtin_offsetof(_glsl_ControlPoint, cp_) == 32, "_glsl_ControlPoint::cp_: offset");
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
    float3 vNormal;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vNormal) == 16, "mainOutput::vNormal: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float3 vNormal_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vNormal_) == 16, "_glsl_Out::vNormal_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float3& gl_TessCoord, thread array<_glsl_in_Control, 32>& cp, thread float3& vNormal, constant type_Push& Push) {
    float3 w = {};
    float3 n = {};
    float3 p = {};
    float u = {};
    float v = {};
    float s = {};
    w = gl_TessCoord;
    n = ((float3(w.x) * cp[0].normal) + (float3(w.y) * cp[1].normal)) + (float3(w.z) * cp[2].normal);
    p = float3(0.0f);
    u = w.x;
    v = w.y;
    s = w.z;
    p = p + (((((cp[0].position * float3(u)) * float3(u)) * float3(u)) + (((cp[1].position * float3(v)) * float3(v)) * float3(v))) + (((cp[2].position * float3(s)) * float3(s)) * float3(s)));
    p = p + (float3(3.0f) * (((((cp[3].position * float3(u)) * float3(u)) * float3(v)) + (((cp[4].position * float3(u)) * float3(v)) * float3(v))) + (((cp[5].position * float3(v)) * float3(v)) * float3(s))));
    p = p + (float3(3.0f) * (((((cp[6].position * float3(v)) * float3(s)) * float3(s)) + (((cp[7].position * float3(s)) * float3(s)) * float3(u))) + (((cp[8].position * float3(s)) * float3(u)) * float3(u))));
    p = p + ((((float3(6.0f) * cp[9].position) * float3(u)) * float3(v)) * float3(s));
    vNormal = normalize(n);
    float3 _e219 = p;
    gl_Position = Push.mvp * float4(_e219.x, _e219.y, _e219.z, 1.0f);
    return;
}

_glsl_Out main_evaluate(_glsl_Patch _glsl_pd, float3 _glsl_location, uint _glsl_patch, thread float4& gl_Position, thread float3& gl_TessCoord, thread array<_glsl_in_Control, 32>& cp, thread float3& vNormal, constant type_Push& Push, const device _glsl_ControlPoint* main_controlPoints) {
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
                cp[_glsl_k] = _glsl_cp.cp_;
            }
        }
    }
    _glsl_main(gl_Position, gl_TessCoord, cp, vNormal, Push);
    output.gl_Position_ = gl_Position;
    output.vNormal_ = vNormal;
    return output;
}

struct main0_out {
    float4 gl_Position [[position]];
    float3 vNormal [[user(locn0)]];
};

[[patch(triangle)]]
vertex main0_out main0(
    float3 main_location [[position_in_patch]],
    uint main_patch [[patch_id]],
    constant type_Push& Push [[buffer(0)]],
    const device _glsl_ControlPoint* main_controlPoints [[buffer(1)]],
    const device _glsl_Patch* main_patchData [[buffer(2)]]
) {
    float4 gl_Position = {};
    float3 gl_TessCoord = {};
    array<_glsl_in_Control, 32> cp = {};
    float3 vNormal = {};
    float3 main_location_1 = {};
    uint main_patch_1 = {};
    main_location_1 = main_location;
    main_patch_1 = main_patch;
    _glsl_Out _e10 = main_evaluate(main_patchData[main_patch_1], main_location_1, main_patch_1, gl_Position, gl_TessCoord, cp, vNormal, Push, main_controlPoints);
    {
        mainOutput result = mainOutput {_e10.gl_Position_, _e10.vNormal_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vNormal = result.vNormal;
        return out;
    }
}

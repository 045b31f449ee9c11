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

struct type_Scene {
    float4x4 viewProj;
    float bulge;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 80, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, viewProj) == 0, "type_Scene::viewProj: offset");
static_assert(__builtin_offsetof(type_Scene, bulge) == 64, "type_Scene::bulge: offset");
#endif

struct _glsl_ControlPoint {
    _glsl_PerVertex gl_in_;
    float3 tcPos_;
    float2 tcUV_;
    float tcEdge_;
    uchar _pad4[4];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_ControlPoint) == 64, "_glsl_ControlPoint: size");
static_assert(__builtin_offsetof(_glsl_ControlPoint, gl_in_) == 0, "_glsl_ControlPoint::gl_in_: offset");
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

struct mainOutput {
    float4 gl_Position;
    float2 uv;
    uchar _pad2[8];
    int patchOut;
    uchar _pad3[12];
    float detail;
    uchar _pad4[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 64, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, uv) == 16, "mainOutput::uv: offset");
static_assert(__builtin_offsetof(mainOutput, patchOut) == 32, "mainOutput::patchOut: offset");
static_assert(__builtin_offsetof(mainOutput, detail) == 48, "mainOutput::detail: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float2 uv_;
    int patchOut_;
    float detail_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, uv_) == 16, "_glsl_Out::uv_: offset");
static_assert(__builtin_offsetof(_glsl_Out, patchOut_) == 24, "_glsl_Out::patchOut_: offset");
static_assert(__builtin_offsetof(_glsl_Out, detail_) == 28, "_glsl_Out::detail_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread array<_glsl_PerVertex, 32>& gl_in, thread int& gl_PatchVerticesIn, thread float3& gl_TessCoord, thread int& gl_PrimitiveID, thread array<float, 2>& gl_TessLevelInner, thread array<float, 32>& tcEdge, thread array<packed_float3, 32>& tcPos, thread array<float2, 32>& tcUV, thread int& patchId, thread float3& patchCenter, constant type_Scene& Scene, texture2d<float> heightMap, sampler heightMap_sampler, thread float2& uv, thread int& patchOut, thread float& detail) {
    float2 t = {};
    float3 a = {};
    float3 b = {};
    float3 p = {};
    float h = {};
    t = gl_TessCoord.xy;
    a = mix(float3(tcPos[0]), float3(tcPos[1]), float3(t.x));
    b = mix(float3(tcPos[3]), float3(tcPos[2]), float3(t.x));
    p = mix(a, b, float3(t.y));
    uv = mix(mix(tcUV[0], tcUV[1], float2(t.x)), mix(tcUV[3], tcUV[2], float2(t.x)), float2(t.y));
    float4 _e72 = heightMap.sample(heightMap_sampler, uv, level(0.0f));
    h = _e72.x;
    p.y = p.y + (h + (Scene.bulge * distance(p, patchCenter)));
    patchOut = patchId;
    detail = (gl_TessLevelInner[0] / float(gl_PatchVerticesIn)) + tcEdge[gl_PrimitiveID & 3];
    float3 _e115 = p;
    gl_Position = Scene.viewProj * (gl_in[0].gl_Position + float4(_e115.x, _e115.y, _e115.z, 1.0f));
    return;
}

_glsl_Out main_evaluate(_glsl_Patch _glsl_pd, float2 _glsl_location, uint _glsl_patch, thread float4& gl_Position, thread array<_glsl_PerVertex, 32>& gl_in, thread int& gl_PatchVerticesIn, thread float3& gl_TessCoord, thread int& gl_PrimitiveID, thread array<float, 2>& gl_TessLevelInner, thread array<float, 32>& tcEdge, thread array<packed_float3, 32>& tcPos, thread array<float2, 32>& tcUV, thread int& patchId, thread float3& patchCenter, constant type_Scene& Scene, texture2d<float> heightMap, sampler heightMap_sampler, thread float2& uv, thread int& patchOut, thread float& detail, const device _glsl_ControlPoint* main_controlPoints) {
    uint _glsl_n = {};
    uint _glsl_k = {};
    _glsl_ControlPoint _glsl_cp = {};
    _glsl_Out output = {};
    gl_TessCoord = float3(_glsl_location.x, _glsl_location.y, 0.0f);
    gl_PrimitiveID = int(_glsl_patch);
    gl_PatchVerticesIn = int(_glsl_pd.gl_PatchVerticesOut_);
    gl_TessLevelInner[0] = _glsl_pd.gl_TessLevelInner_[0];
    gl_TessLevelInner[1] = _glsl_pd.gl_TessLevelInner_[1];
    patchCenter = float3(_glsl_pd.patchCenter_);
    patchId = _glsl_pd.patchId_;
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
                tcPos[_glsl_k] = _glsl_cp.tcPos_;
                tcUV[_glsl_k] = _glsl_cp.tcUV_;
                tcEdge[_glsl_k] = _glsl_cp.tcEdge_;
            }
        }
    }
    _glsl_main(gl_Position, gl_in, gl_PatchVerticesIn, gl_TessCoord, gl_PrimitiveID, gl_TessLevelInner, tcEdge, tcPos, tcUV, patchId, patchCenter, Scene, heightMap, heightMap_sampler, uv, patchOut, detail);
    output.gl_Position_ = gl_Position;
    output.uv_ = uv;
    output.patchOut_ = patchOut;
    output.detail_ = detail;
    return output;
}

struct main0_out {
    float4 gl_Position [[position]];
    float2 uv [[user(locn0)]];
    int patchOut [[user(locn1)]];
    float detail [[user(locn2)]];
};

[[patch(quad)]]
vertex main0_out main0(
    float2 main_location [[position_in_patch]],
    uint main_patch [[patch_id]],
    constant type_Scene& Scene [[buffer(0)]],
    texture2d<float> heightMap [[texture(0)]],
    sampler heightMap_sampler [[sampler(0)]],
    const device _glsl_ControlPoint* main_controlPoints [[buffer(1)]],
    const device _glsl_Patch* main_patchData [[buffer(2)]]
) {
    float4 gl_Position = {};
    array<_glsl_PerVertex, 32> gl_in = {};
    int gl_PatchVerticesIn = {};
    float3 gl_TessCoord = {};
    int gl_PrimitiveID = {};
    array<float, 2> gl_TessLevelInner = {};
    array<float, 32> tcEdge = {};
    array<packed_float3, 32> tcPos = {};
    array<float2, 32> tcUV = {};
    int patchId = {};
    float3 patchCenter = {};
    float2 uv = {};
    int patchOut = {};
    float detail = {};
    float2 main_location_1 = {};
    uint main_patch_1 = {};
    main_location_1 = main_location;
    main_patch_1 = main_patch;
    _glsl_Out _e10 = main_evaluate(main_patchData[main_patch_1], main_location_1, main_patch_1, gl_Position, gl_in, gl_PatchVerticesIn, gl_TessCoord, gl_PrimitiveID, gl_TessLevelInner, tcEdge, tcPos, tcUV, patchId, patchCenter, Scene, heightMap, heightMap_sampler, uv, patchOut, detail, main_controlPoints);
    {
        mainOutput result = mainOutput {_e10.gl_Position_, _e10.uv_, {}, _e10.patchOut_, {}, _e10.detail_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.uv = result.uv;
        out.patchOut = result.patchOut;
        out.detail = result.detail;
        return out;
    }
}

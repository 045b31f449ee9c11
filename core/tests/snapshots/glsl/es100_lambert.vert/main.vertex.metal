#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 modelView;
    float4x4 projection;
    float3x3 normalMatrix;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 176, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, modelView) == 0, "type_Globals::modelView: offset");
static_assert(__builtin_offsetof(type_Globals, projection) == 64, "type_Globals::projection: offset");
static_assert(__builtin_offsetof(type_Globals, normalMatrix) == 128, "type_Globals::normalMatrix: offset");
#endif

struct _glsl_In {
    float3 position_;
    float3 normal_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, position_) == 0, "_glsl_In::position_: offset");
static_assert(__builtin_offsetof(_glsl_In, normal_) == 16, "_glsl_In::normal_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 vNormal;
    float3 vViewPos;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 48, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vNormal) == 16, "mainOutput::vNormal: offset");
static_assert(__builtin_offsetof(mainOutput, vViewPos) == 32, "mainOutput::vViewPos: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float3 vNormal_;
    float3 vViewPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 48, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vNormal_) == 16, "_glsl_Out::vNormal_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vViewPos_) == 32, "_glsl_Out::vViewPos_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread float3& position, thread float3& normal, thread float3& vNormal, thread float3& vViewPos, constant type_Globals& _Globals) {
    float4 viewPos = {};
    float3 _e5 = position;
    viewPos = _Globals.modelView * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    vViewPos = viewPos.xyz;
    vNormal = normalize(_Globals.normalMatrix * normal);
    gl_Position = _Globals.projection * viewPos;
    return;
}

struct main0_in {
    float3 position [[attribute(0)]];
    float3 normal [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 vNormal [[user(vNormal)]];
    float3 vViewPos [[user(vViewPos)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 position_1 = stage_in.position;
    float3 normal_1 = stage_in.normal;
    float4 gl_Position = {};
    float3 position = {};
    float3 normal = {};
    float3 vNormal = {};
    float3 vViewPos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {position_1, normal_1};
    position = input.position_;
    normal = input.normal_;
    _glsl_main(gl_Position, position, normal, vNormal, vViewPos, _Globals);
    output.gl_Position_ = gl_Position;
    output.vNormal_ = vNormal;
    output.vViewPos_ = vViewPos;
    _glsl_Out _e20 = output;
    {
        mainOutput result = mainOutput {_e20.gl_Position_, _e20.vNormal_, _e20.vViewPos_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vNormal = result.vNormal;
        out.vViewPos = result.vViewPos;
        return out;
    }
}

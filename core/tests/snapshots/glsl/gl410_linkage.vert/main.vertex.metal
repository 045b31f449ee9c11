#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Surface {
    packed_float3 worldPos;
    int material;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Surface) == 16, "Surface: size");
static_assert(__builtin_offsetof(Surface, worldPos) == 0, "Surface::worldPos: offset");
static_assert(__builtin_offsetof(Surface, material) == 12, "Surface::material: offset");
#endif

struct type_Globals {
    float4x4 uMvp;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 64, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uMvp) == 0, "type_Globals::uMvp: offset");
#endif

struct _glsl_In {
    uint gl_VertexID_;
    uchar _pad1[12];
    float3 aPos_;
    float3 aNormal_;
    float2 aUv_;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 64, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_VertexID_) == 0, "_glsl_In::gl_VertexID_: offset");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 16, "_glsl_In::aPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, aNormal_) == 32, "_glsl_In::aNormal_: offset");
static_assert(__builtin_offsetof(_glsl_In, aUv_) == 48, "_glsl_In::aUv_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 vNormal;
    float2 vUv;
    uchar _pad3[8];
    float4 vColor;
    float vFog;
    uchar _pad5[12];
    float3 surf_worldPos;
    int surf_material;
    uchar _pad7[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 112, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vNormal) == 16, "mainOutput::vNormal: offset");
static_assert(__builtin_offsetof(mainOutput, vUv) == 32, "mainOutput::vUv: offset");
static_assert(__builtin_offsetof(mainOutput, vColor) == 48, "mainOutput::vColor: offset");
static_assert(__builtin_offsetof(mainOutput, vFog) == 64, "mainOutput::vFog: offset");
static_assert(__builtin_offsetof(mainOutput, surf_worldPos) == 80, "mainOutput::surf_worldPos: offset");
static_assert(__builtin_offsetof(mainOutput, surf_material) == 96, "mainOutput::surf_material: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float3 vNormal_;
    float2 vUv_;
    uchar _pad3[8];
    float4 vColor_;
    float vFog_;
    uchar _pad5[12];
    packed_float3 surf_worldPos_;
    int surf_material_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 96, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vNormal_) == 16, "_glsl_Out::vNormal_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vUv_) == 32, "_glsl_Out::vUv_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vColor_) == 48, "_glsl_Out::vColor_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vFog_) == 64, "_glsl_Out::vFog_: offset");
static_assert(__builtin_offsetof(_glsl_Out, surf_worldPos_) == 80, "_glsl_Out::surf_worldPos_: offset");
static_assert(__builtin_offsetof(_glsl_Out, surf_material_) == 92, "_glsl_Out::surf_material_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread int& gl_VertexID, thread float3& aPos, thread float3& aNormal, thread float2& aUv, thread float3& vNormal, thread float2& vUv, thread float4& vColor, thread float& vFog, thread Surface& surf, constant type_Globals& _Globals) {
    float3 _e5 = aPos;
    gl_Position = _Globals.uMvp * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    vNormal = aNormal;
    vUv = aUv;
    float3 _e28 = (aNormal * float3(0.5f)) + float3(0.5f);
    vColor = float4(_e28.x, _e28.y, _e28.z, 1.0f);
    vFog = clamp(gl_Position.z / 50.0f, 0.0f, 1.0f);
    surf.worldPos = aPos;
    surf.material = gl_VertexID % 4;
    return;
}

struct main0_in {
    float3 aPos [[attribute(0)]];
    float3 aNormal [[attribute(1)]];
    float2 aUv [[attribute(2)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 vNormal [[user(vNormal)]];
    float2 vUv [[user(vUv)]];
    float4 vColor [[user(vColor)]];
    float vFog [[user(locn7)]];
    float3 surf_worldPos [[user(Surface__worldPos)]];
    int surf_material [[user(Surface__material)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_VertexID_1 [[vertex_id]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPos_1 = stage_in.aPos;
    float3 aNormal_1 = stage_in.aNormal;
    float2 aUv_1 = stage_in.aUv;
    float4 gl_Position = {};
    int gl_VertexID = {};
    float3 aPos = {};
    float3 aNormal = {};
    float2 aUv = {};
    float3 vNormal = {};
    float2 vUv = {};
    float4 vColor = {};
    float vFog = {};
    Surface surf = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_VertexID_1, {}, aPos_1, aNormal_1, aUv_1};
    gl_VertexID = int(input.gl_VertexID_);
    aPos = input.aPos_;
    aNormal = input.aNormal_;
    aUv = input.aUv_;
    _glsl_main(gl_Position, gl_VertexID, aPos, aNormal, aUv, vNormal, vUv, vColor, vFog, surf, _Globals);
    output.gl_Position_ = gl_Position;
    output.vNormal_ = vNormal;
    output.vUv_ = vUv;
    output.vColor_ = vColor;
    output.vFog_ = vFog;
    output.surf_worldPos_ = float3(surf.worldPos);
    output.surf_material_ = surf.material;
    _glsl_Out _e43 = output;
    {
        mainOutput result = mainOutput {_e43.gl_Position_, _e43.vNormal_, _e43.vUv_, {}, _e43.vColor_, _e43.vFog_, {}, float3(_e43.surf_worldPos_), _e43.surf_material_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vNormal = result.vNormal;
        out.vUv = result.vUv;
        out.vColor = result.vColor;
        out.vFog = result.vFog;
        out.surf_worldPos = result.surf_worldPos;
        out.surf_material = result.surf_material;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float3 lightDir;
    packed_float3 diffuseColor;
    float shininess;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 32, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, lightDir) == 0, "type_Globals::lightDir: offset");
static_assert(__builtin_offsetof(type_Globals, diffuseColor) == 16, "type_Globals::diffuseColor: offset");
static_assert(__builtin_offsetof(type_Globals, shininess) == 28, "type_Globals::shininess: offset");
#endif

struct _glsl_In {
    float3 vNormal_;
    float3 vViewPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vNormal_) == 0, "_glsl_In::vNormal_: offset");
static_assert(__builtin_offsetof(_glsl_In, vViewPos_) == 16, "_glsl_In::vViewPos_: offset");
#endif

struct mainOutput {
    float4 gl_FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_FragColor) == 0, "mainOutput::gl_FragColor: offset");
#endif

struct _glsl_Out {
    float4 gl_FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_FragColor_) == 0, "_glsl_Out::gl_FragColor_: offset");
#endif

void _glsl_main(thread float4& gl_FragColor, thread float3& vNormal, thread float3& vViewPos, constant type_Globals& _Globals) {
    float3 n = {};
    float3 l = {};
    float diffuse = {};
    float3 v = {};
    float3 h = {};
    float spec = {};
    n = normalize(vNormal);
    l = normalize(-_Globals.lightDir);
    diffuse = max(dot(n, l), 0.0f);
    v = normalize(-vViewPos);
    h = normalize(l + v);
    spec = (diffuse > 0.0f) ? pow(max(dot(n, h), 0.0f), _Globals.shininess) : 0.0f;
    float3 _e50 = (float3(_Globals.diffuseColor) * float3(diffuse)) + float3(spec);
    gl_FragColor = float4(_e50.x, _e50.y, _e50.z, 1.0f);
    return;
}

struct main0_in {
    float3 vNormal [[user(vNormal)]];
    float3 vViewPos [[user(vViewPos)]];
};

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 vNormal_1 = stage_in.vNormal;
    float3 vViewPos_1 = stage_in.vViewPos;
    float4 gl_FragColor = {};
    float3 vNormal = {};
    float3 vViewPos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vNormal_1, vViewPos_1};
    vNormal = input.vNormal_;
    vViewPos = input.vViewPos_;
    _glsl_main(gl_FragColor, vNormal, vViewPos, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}

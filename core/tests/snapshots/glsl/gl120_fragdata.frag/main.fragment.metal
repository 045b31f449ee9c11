#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float3 normal_;
    float4 albedo_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, normal_) == 0, "_glsl_In::normal_: offset");
static_assert(__builtin_offsetof(_glsl_In, albedo_) == 16, "_glsl_In::albedo_: offset");
#endif

struct mainOutput {
    float4 gl_FragData_0;
    float4 gl_FragData_1;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_FragData_0) == 0, "mainOutput::gl_FragData_0: offset");
static_assert(__builtin_offsetof(mainOutput, gl_FragData_1) == 16, "mainOutput::gl_FragData_1: offset");
#endif

struct _glsl_Out {
    float4 gl_FragData_0_;
    float4 gl_FragData_1_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_FragData_0_) == 0, "_glsl_Out::gl_FragData_0_: offset");
static_assert(__builtin_offsetof(_glsl_Out, gl_FragData_1_) == 16, "_glsl_Out::gl_FragData_1_: offset");
#endif

void _glsl_main(thread float4& gl_FragData_0, thread float4& gl_FragData_1, thread float3& normal, thread float4& albedo) {
    gl_FragData_0 = albedo;
    float3 _e14 = (normalize(normal) * float3(0.5f)) + float3(0.5f);
    gl_FragData_1 = float4(_e14.x, _e14.y, _e14.z, 1.0f);
    return;
}

struct main0_in {
    float3 normal [[user(normal)]];
    float4 albedo [[user(albedo)]];
};

struct main0_out {
    float4 gl_FragData_0 [[color(0)]];
    float4 gl_FragData_1 [[color(1)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float3 normal_1 = stage_in.normal;
    float4 albedo_1 = stage_in.albedo;
    float4 gl_FragData_0 = {};
    float4 gl_FragData_1 = {};
    float3 normal = {};
    float4 albedo = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {normal_1, albedo_1};
    normal = input.normal_;
    albedo = input.albedo_;
    _glsl_main(gl_FragData_0, gl_FragData_1, normal, albedo);
    output.gl_FragData_0_ = gl_FragData_0;
    output.gl_FragData_1_ = gl_FragData_1;
    _glsl_Out _e17 = output;
    {
        mainOutput result = mainOutput {_e17.gl_FragData_0_, _e17.gl_FragData_1_};
        main0_out out = {};
        out.gl_FragData_0 = result.gl_FragData_0;
        out.gl_FragData_1 = result.gl_FragData_1;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VS_OUT {
    packed_float3 normal;
    int id;
    array<float2, 2> uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VS_OUT) == 32, "VS_OUT: size");
static_assert(__builtin_offsetof(VS_OUT, normal) == 0, "VS_OUT::normal: offset");
static_assert(__builtin_offsetof(VS_OUT, id) == 12, "VS_OUT::id: offset");
static_assert(__builtin_offsetof(VS_OUT, uv) == 16, "VS_OUT::uv: offset");
#endif

struct _glsl_In {
    packed_float3 fs_in_normal_;
    int fs_in_id_;
    float2 fs_in_uv_0_;
    float2 fs_in_uv_1_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, fs_in_normal_) == 0, "_glsl_In::fs_in_normal_: offset");
static_assert(__builtin_offsetof(_glsl_In, fs_in_id_) == 12, "_glsl_In::fs_in_id_: offset");
static_assert(__builtin_offsetof(_glsl_In, fs_in_uv_0_) == 16, "_glsl_In::fs_in_uv_0_: offset");
static_assert(__builtin_offsetof(_glsl_In, fs_in_uv_1_) == 24, "_glsl_In::fs_in_uv_1_: offset");
#endif

struct mainOutput {
    float4 outColor_0;
    float4 outColor_1;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, outColor_0) == 0, "mainOutput::outColor_0: offset");
static_assert(__builtin_offsetof(mainOutput, outColor_1) == 16, "mainOutput::outColor_1: offset");
#endif

struct _glsl_Out {
    float4 outColor_0_;
    float4 outColor_1_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, outColor_0_) == 0, "_glsl_Out::outColor_0_: offset");
static_assert(__builtin_offsetof(_glsl_Out, outColor_1_) == 16, "_glsl_Out::outColor_1_: offset");
#endif

void _glsl_main(thread VS_OUT& fs_in, texture2d<float> albedo, sampler albedo_sampler, thread array<float4, 2>& outColor) {
    float3 n = {};
    float light = {};
    n = normalize(float3(fs_in.normal));
    light = max(dot(n, normalize(float3(0.3f, 1.0f, 0.5f))), 0.1f);
    float4 _e25 = albedo.sample(albedo_sampler, fs_in.uv[0]);
    outColor[0] = _e25 * float4(light);
    float3 _e40 = (n * float3(0.5f)) + float3(0.5f);
    outColor[1] = float4(_e40.x, _e40.y, _e40.z, float(fs_in.id % 256) / 255.0f);
    return;
}

struct main0_in {
    float3 fs_in_normal [[user(VS_OUT__normal)]];
    int fs_in_id [[user(VS_OUT__id), flat]];
    float2 fs_in_uv_0 [[user(VS_OUT__uv__0)]];
    float2 fs_in_uv_1 [[user(VS_OUT__uv__1)]];
};

struct main0_out {
    float4 outColor_0 [[color(0)]];
    float4 outColor_1 [[color(1)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> albedo [[texture(0)]],
    sampler albedo_sampler [[sampler(0)]]
) {
    float3 fs_in_normal = stage_in.fs_in_normal;
    int fs_in_id = stage_in.fs_in_id;
    float2 fs_in_uv_0 = stage_in.fs_in_uv_0;
    float2 fs_in_uv_1 = stage_in.fs_in_uv_1;
    VS_OUT fs_in = {};
    array<float4, 2> outColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {fs_in_normal, fs_in_id, fs_in_uv_0, fs_in_uv_1};
    fs_in.normal = float3(input.fs_in_normal_);
    fs_in.id = input.fs_in_id_;
    fs_in.uv[0] = input.fs_in_uv_0_;
    fs_in.uv[1] = input.fs_in_uv_1_;
    _glsl_main(fs_in, albedo, albedo_sampler, outColor);
    output.outColor_0_ = outColor[0];
    output.outColor_1_ = outColor[1];
    _glsl_Out _e37 = output;
    {
        mainOutput result = mainOutput {_e37.outColor_0_, _e37.outColor_1_};
        main0_out out = {};
        out.outColor_0 = result.outColor_0;
        out.outColor_1 = result.outColor_1;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 _glsl_loc0_;
    int4 _glsl_loc1_;
    int4 _glsl_loc2_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, _glsl_loc0_) == 0, "_glsl_In::_glsl_loc0_: offset");
static_assert(__builtin_offsetof(_glsl_In, _glsl_loc1_) == 16, "_glsl_In::_glsl_loc1_: offset");
static_assert(__builtin_offsetof(_glsl_In, _glsl_loc2_) == 32, "_glsl_In::_glsl_loc2_: offset");
#endif

struct mainOutput {
    float4 outColor;
    float4 outBlend;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, outColor) == 0, "mainOutput::outColor: offset");
static_assert(__builtin_offsetof(mainOutput, outBlend) == 16, "mainOutput::outBlend: offset");
#endif

struct _glsl_Out {
    float4 outColor_;
    float4 outBlend_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, outColor_) == 0, "_glsl_Out::outColor_: offset");
static_assert(__builtin_offsetof(_glsl_Out, outBlend_) == 16, "_glsl_Out::outBlend_: offset");
#endif

void _glsl_main(thread float2& vUV, thread float2& vUVScaled, thread array<int, 2>& vLayer, texture2d_array<float> uTex, sampler uTex_sampler, thread float4& outColor, thread float4& outBlend) {
    float2 _e9 = vUV;
    float3 _e12 = float3(_e9.x, _e9.y, float(vLayer[0]));
    float4 _e17 = uTex.sample(uTex_sampler, _e12.xy, uint(int(rint(_e12.z))));
    outColor = _e17;
    float2 _e27 = vUVScaled;
    float3 _e30 = float3(_e27.x, _e27.y, float(vLayer[1]));
    float4 _e35 = uTex.sample(uTex_sampler, _e30.xy, uint(int(rint(_e30.z))));
    outBlend = _e35;
    return;
}

struct main0_in {
    float4 _glsl_loc0 [[user(locn0)]];
    int4 _glsl_loc1 [[user(locn1), flat]];
    int4 _glsl_loc2 [[user(locn2), flat]];
};

struct main0_out {
    float4 outColor [[color(0), index(0)]];
    float4 outBlend [[color(0), index(1)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d_array<float> uTex [[texture(0)]],
    sampler uTex_sampler [[sampler(0)]]
) {
    float4 _glsl_loc0 = stage_in._glsl_loc0;
    int4 _glsl_loc1 = stage_in._glsl_loc1;
    int4 _glsl_loc2 = stage_in._glsl_loc2;
    float2 vUV = {};
    float2 vUVScaled = {};
    array<int, 2> vLayer = {};
    float4 outColor = {};
    float4 outBlend = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {_glsl_loc0, _glsl_loc1, _glsl_loc2};
    vUV = input._glsl_loc0_.xy;
    vUVScaled = input._glsl_loc0_.zw;
    vLayer[0] = input._glsl_loc1_.y;
    vLayer[1] = input._glsl_loc2_.y;
    _glsl_main(vUV, vUVScaled, vLayer, uTex, uTex_sampler, outColor, outBlend);
    output.outColor_ = outColor;
    output.outBlend_ = outBlend;
    _glsl_Out _e32 = output;
    {
        mainOutput result = mainOutput {_e32.outColor_, _e32.outBlend_};
        main0_out out = {};
        out.outColor = result.outColor;
        out.outBlend = result.outBlend;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float3 vUV_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUV_) == 0, "_glsl_In::vUV_: offset");
#endif

struct mainOutput {
    float FragColor;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, FragColor) == 0, "mainOutput::FragColor: offset");
#endif

struct _glsl_Out {
    float FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 4, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, FragColor_) == 0, "_glsl_Out::FragColor_: offset");
#endif

float2 _glsl_cmp_coord(float3 p) {
    return p.xy;
}

float _glsl_cmp_ref(float3 p) {
    return p.z;
}

float lit_1(depth2d<float> t, sampler s, thread float3& vUV) {
    float2 _e4 = _glsl_cmp_coord(vUV);
    float _e7 = _glsl_cmp_ref(vUV);
    float _e8 = t.sample_compare(s, _e4, _e7);
    return _e8;
}

float raw_depth(depth2d<float> t, sampler uLinear, thread float3& vUV) {
    float _e5 = t.sample(uLinear, vUV.xy);
    return float4(_e5, 0.0f, 0.0f, 1.0f).x;
}

float raw_depth_outer(depth2d<float> t, sampler uLinear, thread float3& vUV) {
    float _e1 = raw_depth(t, uLinear, vUV);
    return _e1;
}

void _glsl_main(depth2d<float> uDepth, sampler uLinear, sampler uCompare, thread float3& vUV, thread float& FragColor) {
    float _e3 = lit_1(uDepth, uCompare, vUV);
    float _e7 = raw_depth_outer(uDepth, uLinear, vUV);
    FragColor = (_e3 * 0.5f) + (_e7 * 0.5f);
    return;
}

struct main0_in {
    float3 vUV [[user(locn0)]];
};

struct main0_out {
    float FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    depth2d<float> uDepth [[texture(0)]],
    sampler uLinear [[sampler(0)]],
    sampler uCompare [[sampler(1)]]
) {
    float3 vUV_1 = stage_in.vUV;
    float3 vUV = {};
    float FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUV_1};
    vUV = input.vUV_;
    _glsl_main(uDepth, uLinear, uCompare, vUV, FragColor);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}

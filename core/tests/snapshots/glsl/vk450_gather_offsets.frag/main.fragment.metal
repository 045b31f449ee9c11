#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float3 inUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, inUv_) == 0, "_glsl_In::inUv_: offset");
#endif

struct mainOutput {
    float4 outColor;
    int4 outIds;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, outColor) == 0, "mainOutput::outColor: offset");
static_assert(__builtin_offsetof(mainOutput, outIds) == 16, "mainOutput::outIds: offset");
#endif

struct _glsl_Out {
    float4 outColor_;
    int4 outIds_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, outColor_) == 0, "_glsl_Out::outColor_: offset");
static_assert(__builtin_offsetof(_glsl_Out, outIds_) == 16, "_glsl_Out::outIds_: offset");
#endif

void _glsl_main(texture2d<float> uColor, sampler uColor_sampler, texture2d_array<int> uIds, sampler uIds_sampler, depth2d<float> uShadow, sampler uShadow_sampler, thread float3& inUv, thread float4& outColor, thread int4& outIds, thread array<int2, 4>& kCross) {
    float4 blue = {};
    float4 lit = {};
    float4 _e22 = uColor.gather(uColor_sampler, inUv.xy, int2(-1, 0), component::z);
    float4 _e30 = uColor.gather(uColor_sampler, inUv.xy, int2(1, 0), component::z);
    float4 _e38 = uColor.gather(uColor_sampler, inUv.xy, int2(0, -1), component::z);
    float4 _e46 = uColor.gather(uColor_sampler, inUv.xy, int2(0, 1), component::z);
    blue = float4(_e22.w, _e30.w, _e38.w, _e46.w);
    int2 _e55 = int2(-8);
    int2 _e76 = int2(-8, 7);
    int2 _e97 = int2(7, -8);
    int2 _e117 = int2(7);
    float3 _e121 = inUv;
    int4 _e126 = uIds.gather(uIds_sampler, _e121.xy, uint(int(rint(_e121.z))), _e55, component::x);
    float3 _e128 = inUv;
    int4 _e133 = uIds.gather(uIds_sampler, _e128.xy, uint(int(rint(_e128.z))), _e76, component::x);
    float3 _e135 = inUv;
    int4 _e140 = uIds.gather(uIds_sampler, _e135.xy, uint(int(rint(_e135.z))), _e97, component::x);
    float3 _e142 = inUv;
    int4 _e147 = uIds.gather(uIds_sampler, _e142.xy, uint(int(rint(_e142.z))), _e117, component::x);
    outIds = int4(_e126.w, _e133.w, _e140.w, _e147.w);
    float _e168 = inUv.z;
    float4 _e175 = uShadow.gather_compare(uShadow_sampler, inUv.xy, _e168, int2(-1, 0));
    float4 _e183 = uShadow.gather_compare(uShadow_sampler, inUv.xy, _e168, int2(1, 0));
    float4 _e191 = uShadow.gather_compare(uShadow_sampler, inUv.xy, _e168, int2(0, -1));
    float4 _e199 = uShadow.gather_compare(uShadow_sampler, inUv.xy, _e168, int2(0, 1));
    lit = float4(_e175.w, _e183.w, _e191.w, _e199.w);
    outColor = blue * float4(dot(lit, float4(0.25f)));
    return;
}

struct main0_in {
    float3 inUv [[user(locn0)]];
};

struct main0_out {
    float4 outColor [[color(0)]];
    int4 outIds [[color(1)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uColor [[texture(0)]],
    sampler uColor_sampler [[sampler(0)]],
    texture2d_array<int> uIds [[texture(1)]],
    sampler uIds_sampler [[sampler(1)]],
    depth2d<float> uShadow [[texture(2)]],
    sampler uShadow_sampler [[sampler(2)]]
) {
    float3 inUv_1 = stage_in.inUv;
    float3 inUv = {};
    float4 outColor = {};
    int4 outIds = {};
    array<int2, 4> kCross = array<int2, 4> {int2(-1, 0), int2(1, 0), int2(0, -1), int2(0, 1)};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {inUv_1};
    inUv = input.inUv_;
    _glsl_main(uColor, uColor_sampler, uIds, uIds_sampler, uShadow, uShadow_sampler, inUv, outColor, outIds, kCross);
    output.outColor_ = outColor;
    output.outIds_ = outIds;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.outColor_, _e13.outIds_};
        main0_out out = {};
        out.outColor = result.outColor;
        out.outIds = result.outIds;
        return out;
    }
}

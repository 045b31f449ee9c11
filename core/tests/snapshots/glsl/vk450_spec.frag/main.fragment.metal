#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 inUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, inUv_) == 0, "_glsl_In::inUv_: offset");
#endif

struct mainOutput {
    float4 outColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, outColor) == 0, "mainOutput::outColor: offset");
#endif

struct _glsl_Out {
    float4 outColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, outColor_) == 0, "_glsl_Out::outColor_: offset");
#endif

constant int MODE [[function_constant(0)]];
constant int MODE_value = is_function_constant_defined(MODE) ? MODE : 1;
constant float SCALE [[function_constant(1)]];
constant float SCALE_value = is_function_constant_defined(SCALE) ? SCALE : 2.0f;

void _glsl_main(thread float2& inUv, thread float4& outColor) {
    float3 c = {};
    float2 _e3 = inUv;
    c = float3(_e3.x, _e3.y, 0.5f) * float3(SCALE_value);
    if (MODE_value == 1) {
        {
            c = c.zyx;
        }
    }
    float3 _e17 = c;
    outColor = float4(_e17.x, _e17.y, _e17.z, 1.0f);
    return;
}

struct main0_in {
    float2 inUv [[user(locn0)]];
};

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float2 inUv_1 = stage_in.inUv;
    float2 inUv = {};
    float4 outColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {inUv_1};
    inUv = input.inUv_;
    _glsl_main(inUv, outColor);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}

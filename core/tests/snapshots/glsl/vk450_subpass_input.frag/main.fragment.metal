#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct UBO {
    float2 brightnessContrast;
    float2 range;
    int attachmentIndex;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(UBO) == 32, "UBO: size");
static_assert(__builtin_offsetof(UBO, brightnessContrast) == 0, "UBO::brightnessContrast: offset");
static_assert(__builtin_offsetof(UBO, range) == 8, "UBO::range: offset");
static_assert(__builtin_offsetof(UBO, attachmentIndex) == 16, "UBO::attachmentIndex: offset");
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

float3 brightnessContrast(float3 color, float brightness, float contrast) {
    return (((color - float3(0.5f)) * float3(contrast)) + float3(0.5f)) + float3(brightness);
}

void _glsl_main(thread float4& inputColor, thread float4& inputDepth, constant UBO& ubo, thread float4& outColor) {
    float3 color = {};
    float depth = {};
    if (ubo.attachmentIndex == 0) {
        {
            color = inputColor.xyz;
            float3 _e21 = brightnessContrast(color, ubo.brightnessContrast.x, ubo.brightnessContrast.y);
            outColor = float4(_e21.x, _e21.y, _e21.z, outColor.w);
        }
    } else {
        {
            depth = inputDepth.x;
            float3 _e54 = float3(((depth - ubo.range.x) * 1.0f) / (ubo.range.y - ubo.range.x));
            outColor = float4(_e54.x, _e54.y, _e54.z, outColor.w);
        }
    }
    outColor.w = 1.0f;
    return;
}

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    constant UBO& ubo [[buffer(0)]],
    float4 inputColor [[color(0)]],
    float4 inputDepth [[color(1)]]
) {
    float4 outColor = {};
    _glsl_Out output = {};
    _glsl_main(inputColor, inputDepth, ubo, outColor);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}

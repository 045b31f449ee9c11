#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem6 {
    float value;
    uchar pad[12];
};

struct type_Globals {
    uint horizontal;
    uchar _pad1[12];
    array<stride16_elem6, 5> weight;
    float gain;
    float bias_;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 112, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, horizontal) == 0, "type_Globals::horizontal: offset");
static_assert(__builtin_offsetof(type_Globals, weight) == 16, "type_Globals::weight: offset");
static_assert(__builtin_offsetof(type_Globals, gain) == 96, "type_Globals::gain: offset");
static_assert(__builtin_offsetof(type_Globals, bias_) == 100, "type_Globals::bias_: offset");
#endif

struct _glsl_In {
    float2 texCoords_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, texCoords_) == 0, "_glsl_In::texCoords_: offset");
#endif

struct mainOutput {
    float4 fragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, fragColor) == 0, "mainOutput::fragColor: offset");
#endif

struct _glsl_Out {
    float4 fragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, fragColor_) == 0, "_glsl_Out::fragColor_: offset");
#endif

void _glsl_main(thread float4& fragColor, thread float2& texCoords, texture2d<float> image, sampler image_sampler, constant type_Globals& _Globals) {
    float2 texel = {};
    float3 result = {};
    float2 step_ = {};
    int i = {};
    uint2 _e4 = uint2(image.get_width(0), image.get_height(0));
    texel = float2(1.0f) / float2(int2(_e4));
    float4 _e15 = image.sample(image_sampler, texCoords);
    result = _e15.xyz * float3(_Globals.weight[0].value);
    step_ = (_Globals.horizontal != uint {}) ? float2(texel.x, 0.0f) : float2(0.0f, texel.y);
    {
        i = 1;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 5)) {
                break;
            }
            {
                float4 _e55 = image.sample(image_sampler, texCoords + (step_ * float2(float(i))));
                result = result + (_e55.xyz * float3(_Globals.weight[i].value));
                float4 _e76 = image.sample(image_sampler, texCoords - (step_ * float2(float(i))));
                result = result + (_e76.xyz * float3(_Globals.weight[i].value));
            }
        }
    }
    float3 _e101 = (result * float3(_Globals.gain)) + float3(_Globals.bias_);
    fragColor = float4(_e101.x, _e101.y, _e101.z, 1.0f);
    return;
}

struct main0_in {
    float2 texCoords [[user(texCoords)]];
};

struct main0_out {
    float4 fragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> image [[texture(0)]],
    sampler image_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 texCoords_1 = stage_in.texCoords;
    float4 fragColor = {};
    float2 texCoords = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {texCoords_1};
    texCoords = input.texCoords_;
    _glsl_main(fragColor, texCoords, image, image_sampler, _Globals);
    output.fragColor_ = fragColor;
    {
        mainOutput result = mainOutput {output.fragColor_};
        main0_out out = {};
        out.fragColor = result.fragColor;
        return out;
    }
}

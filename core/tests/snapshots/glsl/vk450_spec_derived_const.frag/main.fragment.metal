#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, FragColor) == 0, "mainOutput::FragColor: offset");
#endif

struct _glsl_Out {
    float4 FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, FragColor_) == 0, "_glsl_Out::FragColor_: offset");
#endif

constant uint count [[function_constant(0)]];
constant uint count_value = is_function_constant_defined(count) ? count : 10u;
constant int taps [[function_constant(1)]];
constant int taps_value = is_function_constant_defined(taps) ? taps : 4;

void _glsl_init_globals(thread uint& mode, thread float& scale) {
    mode = (count_value > 20u) ? 30u : 50u;
    scale = float(count_value) * 0.5f;
    return;
}

void _glsl_main(thread uint& mode, thread float& scale, thread float2& vUv, thread float4& FragColor) {
    array<float, 4> weights = {};
    int i = {};
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < taps_value)) {
                break;
            }
            {
                weights[i] = scale * float(i);
            }
        }
    }
    FragColor = float4(float(mode), scale, weights[taps_value - 1], vUv.x);
    return;
}

struct main0_in {
    float2 vUv [[user(locn0)]];
};

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float2 vUv_1 = stage_in.vUv;
    uint mode = {};
    float scale = {};
    float2 vUv = {};
    float4 FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_init_globals(mode, scale);
    _glsl_main(mode, scale, vUv, FragColor);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}

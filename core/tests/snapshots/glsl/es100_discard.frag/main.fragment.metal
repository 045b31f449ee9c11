#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float uCutoff;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uCutoff) == 0, "type_Globals::uCutoff: offset");
#endif

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
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

void _glsl_main(thread float4& gl_FragColor, texture2d<float> uMask, sampler uMask_sampler, thread float2& vUv, constant type_Globals& _Globals) {
    float a = {};
    int i = {};
    a = 0.0f;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 4)) {
                break;
            }
            {
                float4 _e19 = uMask.sample(uMask_sampler, vUv + float2(float(i) * 0.01f, 0.0f));
                a = a + (_e19.w * 0.25f);
            }
        }
    }
    if (a < _Globals.uCutoff) {
        {
            discard_fragment();
        }
    }
    float3 _e35 = float3(a);
    gl_FragColor = float4(_e35.x, _e35.y, _e35.z, 1.0f);
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 gl_FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uMask [[texture(0)]],
    sampler uMask_sampler [[sampler(0)]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float4 gl_FragColor = {};
    float2 vUv = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(gl_FragColor, uMask, uMask_sampler, vUv, _Globals);
    output.gl_FragColor_ = gl_FragColor;
    {
        mainOutput result = mainOutput {output.gl_FragColor_};
        main0_out out = {};
        out.gl_FragColor = result.gl_FragColor;
        return out;
    }
}

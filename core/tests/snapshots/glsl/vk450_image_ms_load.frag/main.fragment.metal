#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 gl_FragCoord_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
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

void _glsl_main(thread float4& gl_FragCoord, texture2d_ms<float> uColorMS, thread float4& FragColor) {
    int2 p = {};
    int n = {};
    float4 sum = {};
    int s = {};
    p = int2(gl_FragCoord.xy);
    uint _e7 = uColorMS.get_num_samples();
    n = int(_e7);
    sum = float4(0.0f);
    {
        s = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                s = s + 1;
            }
            loop_init = false;
            if (!(s < n)) {
                break;
            }
            {
                float4 _e22 = uColorMS.read(uint2(p), uint(s));
                sum = sum + _e22;
            }
        }
    }
    FragColor = sum / float4(float(max(n, 1)));
    return;
}

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    float4 gl_FragCoord_1 [[position]],
    texture2d_ms<float> uColorMS [[texture(0)]]
) {
    float4 gl_FragCoord = {};
    float4 FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1};
    gl_FragCoord = input.gl_FragCoord_;
    _glsl_main(gl_FragCoord, uColorMS, FragColor);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    int uOctaves;
    uchar _pad1[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 16, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, uOctaves) == 0, "type_Globals::uOctaves: offset");
#endif

struct _glsl_In {
    float2 vUv_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, vUv_) == 0, "_glsl_In::vUv_: offset");
#endif

struct mainOutput {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, color) == 0, "mainOutput::color: offset");
#endif

struct _glsl_Out {
    float4 color_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, color_) == 0, "_glsl_Out::color_: offset");
#endif

float hash(float2 p) {
    float2 p_1 = {};
    p_1 = p;
    return fract(sin(dot(p_1, float2(127.1f, 311.7f))) * 43758.547f);
}

float noise(float2 p) {
    float2 p_1 = {};
    float2 i = {};
    float2 f = {};
    float2 u = {};
    p_1 = p;
    i = floor(p_1);
    f = fract(p_1);
    u = (f * f) * (float2(3.0f) - (float2(2.0f) * f));
    float _e23 = hash(i);
    float _e29 = hash(i + float2(1.0f, 0.0f));
    float _e31 = u.x;
    float _e38 = hash(i + float2(0.0f, 1.0f));
    float _e44 = hash(i + float2(1.0f, 1.0f));
    return mix(mix(_e23, _e29, _e31), mix(_e38, _e44, u.x), u.y);
}

void _glsl_main(thread float2& vUv, thread float4& color, constant type_Globals& _Globals) {
    float v = {};
    float amp = {};
    float2 p = {};
    int o = {};
    float3 c = {};
    v = 0.0f;
    amp = 0.5f;
    p = vUv * float2(8.0f);
    {
        o = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                o = o + 1;
            }
            loop_init = false;
            if (!(o < _Globals.uOctaves)) {
                break;
            }
            {
                float _e20 = noise(p);
                v = v + (amp * _e20);
                p = p * float2(2.0f);
                amp = amp * 0.5f;
            }
        }
    }
    switch (_Globals.uOctaves % 3) {
    case 0: {
        c = float3(v);
        break;
    }
    case 1: {
        c = float3(v, v * v, 1.0f - v);
        break;
    }
    default: {
        c = float3(1.0f - v);
        break;
    }
    }
    float3 _e58 = c;
    color = float4(_e58.x, _e58.y, _e58.z, 1.0f);
    return;
}

struct main0_in {
    float2 vUv [[user(vUv)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float2 vUv_1 = stage_in.vUv;
    float2 vUv = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {vUv_1};
    vUv = input.vUv_;
    _glsl_main(vUv, color, _Globals);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}

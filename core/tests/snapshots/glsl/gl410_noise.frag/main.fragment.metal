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
    float2 _e5 = p_1;
    return fract(sin(dot(_e5, float2(127.1f, 311.7f))) * 43758.547f);
}

float noise(float2 p) {
    float2 p_1 = {};
    float2 i = {};
    float2 f = {};
    float2 u = {};
    p_1 = p;
    float2 _e3 = p_1;
    i = floor(_e3);
    float2 _e6 = p_1;
    f = fract(_e6);
    float2 _e9 = f;
    float2 _e10 = f;
    float2 _e14 = f;
    u = (_e9 * _e10) * (float2(3.0f) - (float2(2.0f) * _e14));
    float2 _e22 = i;
    float _e23 = hash(_e22);
    float2 _e27 = i;
    float _e29 = hash(_e27 + float2(1.0f, 0.0f));
    float _e31 = u.x;
    float2 _e36 = i;
    float _e38 = hash(_e36 + float2(0.0f, 1.0f));
    float2 _e42 = i;
    float _e44 = hash(_e42 + float2(1.0f, 1.0f));
    float _e46 = u.x;
    float _e49 = u.y;
    return mix(mix(_e23, _e29, _e31), mix(_e38, _e44, _e46), _e49);
}

void _glsl_main(thread float2& vUv, thread float4& color, constant type_Globals& _Globals) {
    float v = {};
    float amp = {};
    float2 p = {};
    int o = {};
    float3 c = {};
    v = 0.0f;
    amp = 0.5f;
    float2 _e7 = vUv;
    p = _e7 * float2(8.0f);
    {
        o = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e33 = o;
                o = _e33 + 1;
            }
            loop_init = false;
            int _e15 = o;
            int _e16 = _Globals.uOctaves;
            if (!(_e15 < _e16)) {
                break;
            }
            {
                float2 _e19 = p;
                float _e20 = noise(_e19);
                float _e21 = amp;
                float _e23 = v;
                v = _e23 + (_e21 * _e20);
                float2 _e26 = p;
                p = _e26 * float2(2.0f);
                float _e31 = amp;
                amp = _e31 * 0.5f;
            }
        }
    }
    int _e40 = _Globals.uOctaves;
    switch (_e40 % 3) {
    case 0: {
        float _e42 = v;
        c = float3(_e42);
        break;
    }
    case 1: {
        float _e44 = v;
        float _e45 = v;
        float _e48 = v;
        float _e50 = v;
        c = float3(_e50, _e44 * _e45, 1.0f - _e48);
        break;
    }
    default: {
        float _e53 = v;
        c = float3(1.0f - _e53);
        break;
    }
    }
    float3 _e58 = c;
    color = float4(_e58.x, _e58.y, _e58.z, 1.0f);
    return;
}

struct main0_in {
    float2 vUv [[user(locn0)]];
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
    float2 _e5 = input.vUv_;
    vUv = _e5;
    _glsl_main(vUv, color, _Globals);
    float4 _e9 = color;
    output.color_ = _e9;
    _glsl_Out _e10 = output;
    {
        mainOutput result = mainOutput {_e10.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}

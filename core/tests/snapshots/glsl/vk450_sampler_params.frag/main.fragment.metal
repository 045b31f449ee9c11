#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Taps {
    array<float, 9> weight;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Taps) == 36, "Taps: size");
static_assert(__builtin_offsetof(Taps, weight) == 0, "Taps::weight: offset");
#endif

struct _glsl_In {
    float2 gl_PointCoord_;
    uchar _pad1[8];
    float4 inShadowCoord_;
    float2 inUV_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_PointCoord_) == 0, "_glsl_In::gl_PointCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, inShadowCoord_) == 16, "_glsl_In::inShadowCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, inUV_) == 32, "_glsl_In::inUV_: offset");
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

float2 _glsl_cmp_coord(float3 p) {
    return p.xy;
}

float _glsl_cmp_ref(float3 p) {
    return p.z;
}

float textureProj(float4 coord, float2 offset, depth2d<float> shadowMap, sampler shadowMap_sampler) {
    float3 p = {};
    p = coord.xyz / float3(coord.w);
    float2 _e11 = p.xy + offset;
    float2 _e17 = _glsl_cmp_coord(float3(_e11.x, _e11.y, p.z));
    float2 _e20 = p.xy + offset;
    float _e26 = _glsl_cmp_ref(float3(_e20.x, _e20.y, p.z));
    float _e27 = shadowMap.sample_compare(shadowMap_sampler, _e17, _e26);
    return _e27;
}

float4 blur(texture2d<float> image, sampler image_sampler, float2 uv, array<float, 9> weights) {
    float4 sum = {};
    int i = {};
    float2 offset = {};
    array<float, 9> _array = {};
    sum = float4(0.0f);
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 9)) {
                break;
            }
            {
                offset = float2(float(i % 3) - 1.0f, float(i / 3) - 1.0f) / float2(256.0f);
                float4 _e34 = image.sample(image_sampler, uv + offset);
                int _e35 = i;
                _array = weights;
                sum = sum + (_e34 * float4(_array[_e35]));
            }
        }
    }
    return sum;
}

float4 resolve(texture2d_ms<float> tex, int2 uv) {
    float4 _e3 = tex.read(uint2(uv), uint(0));
    float4 _e5 = tex.read(uint2(uv), uint(1));
    return (_e3 + _e5) * float4(0.5f);
}

void _glsl_main(thread float2& gl_PointCoord, texture2d<float> colorMap, sampler colorMap_sampler, depth2d<float> shadowMap, sampler shadowMap_sampler, texture2d_ms<float> gbufferMS, thread float4& inShadowCoord, thread float2& inUV, thread float4& outColor, thread Taps& taps) {
    int i = {};
    float shadow = {};
    float4 color = {};
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 9)) {
                break;
            }
            taps.weight[i] = 1.0f / 9.0f;
        }
    }
    float _e22 = textureProj(inShadowCoord, float2(0.0f), shadowMap, shadowMap_sampler);
    shadow = _e22;
    float4 _e35 = blur(colorMap, colorMap_sampler, inUV * gl_PointCoord.xy, taps.weight);
    color = _e35;
    float3 _e41 = color.xyz * float3(shadow);
    float _e46 = color.w;
    float4 _e57 = resolve(gbufferMS, int2(inUV.yx * float2(64.0f)));
    outColor = float4(_e41.x, _e41.y, _e41.z, _e46) + _e57;
    return;
}

struct main0_in {
    float4 inShadowCoord [[user(locn0)]];
    float2 inUV [[user(locn1)]];
};

struct main0_out {
    float4 outColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    float2 gl_PointCoord_1 [[point_coord]],
    texture2d<float> colorMap [[texture(0)]],
    sampler colorMap_sampler [[sampler(0)]],
    depth2d<float> shadowMap [[texture(1)]],
    sampler shadowMap_sampler [[sampler(1)]],
    texture2d_ms<float> gbufferMS [[texture(2)]]
) {
    float4 inShadowCoord_1 = stage_in.inShadowCoord;
    float2 inUV_1 = stage_in.inUV;
    float2 gl_PointCoord = {};
    float4 inShadowCoord = {};
    float2 inUV = {};
    float4 outColor = {};
    Taps taps = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_PointCoord_1, {}, inShadowCoord_1, inUV_1};
    gl_PointCoord = input.gl_PointCoord_;
    inShadowCoord = input.inShadowCoord_;
    inUV = input.inUV_;
    _glsl_main(gl_PointCoord, colorMap, colorMap_sampler, shadowMap, shadowMap_sampler, gbufferMS, inShadowCoord, inUV, outColor, taps);
    output.outColor_ = outColor;
    {
        mainOutput result = mainOutput {output.outColor_};
        main0_out out = {};
        out.outColor = result.outColor;
        return out;
    }
}

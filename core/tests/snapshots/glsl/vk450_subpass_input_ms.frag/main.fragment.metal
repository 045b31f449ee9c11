#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct _glsl_In {
    float4 gl_FragCoord_;
    uint gl_SampleID_;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_FragCoord_) == 0, "_glsl_In::gl_FragCoord_: offset");
static_assert(__builtin_offsetof(_glsl_In, gl_SampleID_) == 16, "_glsl_In::gl_SampleID_: offset");
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

void _glsl_init_globals(thread float4& gl_FragCoord, thread int& gl_SampleID) {
    float2 _e5 = get_sample_position(uint(gl_SampleID));
    float2 _e12 = (gl_FragCoord.xy + _e5) - float2(0.5f);
    float2 _e17 = gl_FragCoord.zw;
    gl_FragCoord = float4(_e12.x, _e12.y, _e17.x, _e17.y);
    return;
}

float4 resolve(texture2d_ms<float> a, thread float4& frag_position) {
    float4 sum = {};
    int s = {};
    sum = float4(0.0f);
    {
        s = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                s = s + 1;
            }
            loop_init = false;
            if (!(s < 4)) {
                break;
            }
            {
                float4 _e16 = a.read(uint2(int2(frag_position.xy)), uint(s));
                sum = sum + _e16;
            }
        }
    }
    return sum * float4(0.25f);
}

void _glsl_main(thread float4& gl_FragCoord, thread int& gl_SampleID, texture2d_ms<float> albedo, texture2d_ms<uint> ids, thread float4& color, thread float4& frag_position) {
    uint id = {};
    uint4 _e8 = ids.read(uint2(int2(frag_position.xy)), uint(gl_SampleID));
    id = _e8.x;
    float4 _e12 = resolve(albedo, frag_position);
    float2 _e18 = gl_FragCoord.xy;
    color = _e12 + float4(float(id), _e18.x, _e18.y, 1.0f);
    return;
}

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    float4 gl_FragCoord_1 [[position]],
    uint gl_SampleID_1 [[sample_id]],
    texture2d_ms<float> albedo [[texture(0)]],
    texture2d_ms<uint> ids [[texture(1)]]
) {
    float4 frag_position = gl_FragCoord_1;
    float4 gl_FragCoord = {};
    int gl_SampleID = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1, gl_SampleID_1};
    gl_FragCoord = input.gl_FragCoord_;
    gl_SampleID = int(input.gl_SampleID_);
    _glsl_init_globals(gl_FragCoord, gl_SampleID);
    _glsl_main(gl_FragCoord, gl_SampleID, albedo, ids, color, frag_position);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}

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

int4 _glsl_fetch_coord(int3 p, int lod) {
    return int4(p.x, p.y, p.z, lod);
}

void _glsl_main(thread float4& gl_FragCoord, texture2d<float> uTex, sampler uTex_sampler, texture3d<float> uVolume, thread float4& color) {
    int2 size = {};
    int3 vsize = {};
    float2 uv = {};
    float depth = {};
    uint2 _e3 = uint2(uTex.get_width(0), uTex.get_height(0));
    size = int2(_e3);
    uint3 _e8 = uint3(uVolume.get_width(0), uVolume.get_height(0), uVolume.get_depth(0));
    vsize = int3(_e8);
    uv = (floor(gl_FragCoord.xy) + float2(0.5f)) / float2(size);
    int4 _e32 = _glsl_fetch_coord(int3(0, 0, vsize.z - 1), 0);
    float4 _e35 = uVolume.read(uint3(_e32.xyz), uint(_e32.w));
    depth = _e35.x;
    float4 _e41 = uTex.sample(uTex_sampler, uv);
    color = _e41 * float4(depth);
    return;
}

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    float4 gl_FragCoord_1 [[position]],
    texture2d<float> uTex [[texture(0)]],
    sampler uTex_sampler [[sampler(0)]],
    texture3d<float> uVolume [[texture(1)]]
) {
    float4 gl_FragCoord = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1};
    gl_FragCoord = input.gl_FragCoord_;
    _glsl_main(gl_FragCoord, uTex, uTex_sampler, uVolume, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}

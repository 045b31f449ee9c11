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

int3 _glsl_fetch_coord(int2 p, int lod) {
    return int3(p.x, p.y, lod);
}

void _glsl_main(thread float4& gl_FragCoord, texture2d<uint> uIds, texture2d<float> uPalette, thread float4& color) {
    int2 p = {};
    uint id = {};
    p = int2(gl_FragCoord.xy);
    int3 _e9 = _glsl_fetch_coord(p, 0);
    uint4 _e12 = uIds.read(uint2(_e9.xy), uint(_e9.z));
    id = _e12.x;
    int3 _e23 = _glsl_fetch_coord(int2(int(id % 16u), 0), 0);
    float4 _e26 = uPalette.read(uint2(_e23.xy), uint(_e23.z));
    color = _e26;
    return;
}

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    float4 gl_FragCoord_1 [[position]],
    texture2d<uint> uIds [[texture(0)]],
    texture2d<float> uPalette [[texture(1)]]
) {
    float4 gl_FragCoord = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_FragCoord_1};
    gl_FragCoord = input.gl_FragCoord_;
    _glsl_main(gl_FragCoord, uIds, uPalette, color);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}

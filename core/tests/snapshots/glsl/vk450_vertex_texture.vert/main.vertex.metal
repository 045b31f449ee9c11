#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Scene {
    float4x4 viewProj;
    float scale;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Scene) == 80, "type_Scene: size");
static_assert(__builtin_offsetof(type_Scene, viewProj) == 0, "type_Scene::viewProj: offset");
static_assert(__builtin_offsetof(type_Scene, scale) == 64, "type_Scene::scale: offset");
#endif

struct _glsl_In {
    float2 aGrid_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 8, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aGrid_) == 0, "_glsl_In::aGrid_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float vHeight;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 32, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, vHeight) == 16, "mainOutput::vHeight: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float vHeight_;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 32, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, vHeight_) == 16, "_glsl_Out::vHeight_: offset");
#endif

void _glsl_main(thread float4& gl_Position, texture2d<float> uHeight, sampler uHeight_sampler, constant type_Scene& Scene, thread float2& aGrid, thread float& vHeight) {
    float h = {};
    float4 _e6 = uHeight.sample(uHeight_sampler, aGrid, level(0.0f));
    h = _e6.x;
    float4 _e16 = uHeight.sample(uHeight_sampler, aGrid, level(0.0f), int2(1, 0));
    h = h + (_e16.x * 0.5f);
    vHeight = h;
    gl_Position = Scene.viewProj * float4(aGrid.x, h * Scene.scale, aGrid.y, 1.0f);
    return;
}

struct main0_in {
    float2 aGrid [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float vHeight [[user(locn0)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    texture2d<float> uHeight [[texture(0)]],
    sampler uHeight_sampler [[sampler(0)]],
    constant type_Scene& Scene [[buffer(0)]]
) {
    float2 aGrid_1 = stage_in.aGrid;
    float4 gl_Position = {};
    float2 aGrid = {};
    float vHeight = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aGrid_1};
    aGrid = input.aGrid_;
    _glsl_main(gl_Position, uHeight, uHeight_sampler, Scene, aGrid, vHeight);
    output.gl_Position_ = gl_Position;
    output.vHeight_ = vHeight;
    _glsl_Out _e13 = output;
    {
        mainOutput result = mainOutput {_e13.gl_Position_, _e13.vHeight_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.vHeight = result.vHeight;
        return out;
    }
}

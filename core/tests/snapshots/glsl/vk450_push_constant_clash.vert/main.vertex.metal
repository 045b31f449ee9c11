#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Push {
    float4x4 mvp;
    array<float, 3> weights;
    float scale;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Push) == 80, "Push: size");
static_assert(__builtin_offsetof(Push, mvp) == 0, "Push::mvp: offset");
static_assert(__builtin_offsetof(Push, weights) == 64, "Push::weights: offset");
static_assert(__builtin_offsetof(Push, scale) == 76, "Push::scale: offset");
#endif

struct Tint {
    array<float, 2> tints;
    uchar _pad1[8];
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Tint) == 32, "Tint: size");
static_assert(__builtin_offsetof(Tint, tints) == 0, "Tint::tints: offset");
static_assert(__builtin_offsetof(Tint, color) == 16, "Tint::color: offset");
#endif

struct _glsl_In {
    float3 pos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, pos_) == 0, "_glsl_In::pos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
#endif

void _glsl_main(thread float4& gl_Position, constant Push& pc, constant Tint& tint, thread float4& color, thread float& scale, thread float3& pos) {
    float3 _e20 = ((pos * float3(pc.scale)) * float3(scale)) * float3(pc.weights[1]);
    gl_Position = (pc.mvp * float4(_e20.x, _e20.y, _e20.z, 1.0f)) + ((color * tint.color) * float4(tint.tints[1]));
    return;
}

struct main0_in {
    float3 pos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant Push& pc [[buffer(0)]],
    constant Tint& tint [[buffer(1)]]
) {
    float3 pos_1 = stage_in.pos;
    float4 gl_Position = {};
    float4 color = float4(1.0f, 1.0f, 1.0f, 1.0f);
    float scale = 2.0f;
    float3 pos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {pos_1};
    pos = input.pos_;
    _glsl_main(gl_Position, pc, tint, color, scale, pos);
    output.gl_Position_ = gl_Position;
    {
        mainOutput result = mainOutput {output.gl_Position_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        return out;
    }
}

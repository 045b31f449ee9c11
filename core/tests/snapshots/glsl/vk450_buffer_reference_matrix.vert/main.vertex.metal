#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Matrices_ref {
    ulong address;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Matrices_ref) == 8, "Matrices_ref: size");
static_assert(__builtin_offsetof(Matrices_ref, address) == 0, "Matrices_ref::address: offset");
#endif

struct type_Push {
    Matrices_ref matrices;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Push) == 8, "type_Push: size");
static_assert(__builtin_offsetof(type_Push, matrices) == 0, "type_Push::matrices: offset");
#endif

struct _glsl_In {
    float3 inPos_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 16, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, inPos_) == 0, "_glsl_In::inPos_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
#endif

struct Matrices {
    float4x4 mvp;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Matrices) == 64, "Matrices: size");
static_assert(__builtin_offsetof(Matrices, mvp) == 0, "Matrices::mvp: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
#endif

void _glsl_main(thread float4& gl_Position, constant type_Push& Push, thread float3& inPos) {
    float3 _e10 = inPos;
    gl_Position = reinterpret_cast<device Matrices*>(Push.matrices.address)->mvp * float4(_e10.x, _e10.y, _e10.z, 1.0f);
    return;
}

struct main0_in {
    float3 inPos [[attribute(0)]];
};

struct main0_out {
    float4 gl_Position [[position]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Push& Push [[buffer(0)]]
) {
    float3 inPos_1 = stage_in.inPos;
    float4 gl_Position = {};
    float3 inPos = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {inPos_1};
    inPos = input.inPos_;
    _glsl_main(gl_Position, Push, inPos);
    output.gl_Position_ = gl_Position;
    {
        mainOutput result = mainOutput {output.gl_Position_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        return out;
    }
}

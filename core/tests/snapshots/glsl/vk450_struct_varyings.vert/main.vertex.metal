#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    packed_float3 dir;
    float power;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 16, "Light: size");
static_assert(__builtin_offsetof(Light, dir) == 0, "Light::dir: offset");
static_assert(__builtin_offsetof(Light, power) == 12, "Light::power: offset");
#endif

struct Frame {
    float2x4 basis;
    float4 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Frame) == 48, "Frame: size");
static_assert(__builtin_offsetof(Frame, basis) == 0, "Frame::basis: offset");
static_assert(__builtin_offsetof(Frame, tint) == 32, "Frame::tint: offset");
#endif

struct Surface {
    Frame frame;
    int id;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Surface) == 64, "Surface: size");
static_assert(__builtin_offsetof(Surface, frame) == 0, "Surface::frame: offset");
static_assert(__builtin_offsetof(Surface, id) == 48, "Surface::id: offset");
#endif

struct _glsl_In {
    uint gl_VertexIndex_;
    uchar _pad1[12];
    float4 aPos_;
    float4 aColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_VertexIndex_) == 0, "_glsl_In::gl_VertexIndex_: offset");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 16, "_glsl_In::aPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, aColor_) == 32, "_glsl_In::aColor_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 light_dir;
    float light_power;
    uchar _pad3[12];
    float3 taps_0_dir;
    float taps_0_power;
    uchar _pad5[12];
    float3 taps_1_dir;
    float taps_1_power;
    uchar _pad7[12];
    float4 surf_frame_basis_c0;
    float4 surf_frame_basis_c1;
    float4 surf_frame_tint;
    int surf_id;
    uchar _pad11[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 176, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, light_dir) == 16, "mainOutput::light_dir: offset");
static_assert(__builtin_offsetof(mainOutput, light_power) == 32, "mainOutput::light_power: offset");
static_assert(__builtin_offsetof(mainOutput, taps_0_dir) == 48, "mainOutput::taps_0_dir: offset");
static_assert(__builtin_offsetof(mainOutput, taps_0_power) == 64, "mainOutput::taps_0_power: offset");
static_assert(__builtin_offsetof(mainOutput, taps_1_dir) == 80, "mainOutput::taps_1_dir: offset");
static_assert(__builtin_offsetof(mainOutput, taps_1_power) == 96, "mainOutput::taps_1_power: offset");
static_assert(__builtin_offsetof(mainOutput, surf_frame_basis_c0) == 112, "mainOutput::surf_frame_basis_c0: offset");
static_assert(__builtin_offsetof(mainOutput, surf_frame_basis_c1) == 128, "mainOutput::surf_frame_basis_c1: offset");
static_assert(__builtin_offsetof(mainOutput, surf_frame_tint) == 144, "mainOutput::surf_frame_tint: offset");
static_assert(__builtin_offsetof(mainOutput, surf_id) == 160, "mainOutput::surf_id: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    packed_float3 light_dir_;
    float light_power_;
    packed_float3 taps_0_dir_;
    float taps_0_power_;
    packed_float3 taps_1_dir_;
    float taps_1_power_;
    float4 surf_frame_basis_c0_;
    float4 surf_frame_basis_c1_;
    float4 surf_frame_tint_;
    int surf_id_;
    uchar _pad11[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 128, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, light_dir_) == 16, "_glsl_Out::light_dir_: offset");
static_assert(__builtin_offsetof(_glsl_Out, light_power_) == 28, "_glsl_Out::light_power_: offset");
static_assert(__builtin_offsetof(_glsl_Out, taps_0_dir_) == 32, "_glsl_Out::taps_0_dir_: offset");
static_assert(__builtin_offsetof(_glsl_Out, taps_0_power_) == 44, "_glsl_Out::taps_0_power_: offset");
static_assert(__builtin_offsetof(_glsl_Out, taps_1_dir_) == 48, "_glsl_Out::taps_1_dir_: offset");
static_assert(__builtin_offsetof(_glsl_Out, taps_1_power_) == 60, "_glsl_Out::taps_1_power_: offset");
static_assert(__builtin_offsetof(_glsl_Out, surf_frame_basis_c0_) == 64, "_glsl_Out::surf_frame_basis_c0_: offset");
static_assert(__builtin_offsetof(_glsl_Out, surf_frame_basis_c1_) == 80, "_glsl_Out::surf_frame_basis_c1_: offset");
static_assert(__builtin_offsetof(_glsl_Out, surf_frame_tint_) == 96, "_glsl_Out::surf_frame_tint_: offset");
static_assert(__builtin_offsetof(_glsl_Out, surf_id_) == 112, "_glsl_Out::surf_id_: offset");
#endif

void _glsl_main(thread float4& gl_Position, thread int& gl_VertexIndex, thread float4& aPos, thread float4& aColor, thread Light& light, thread array<Light, 2>& taps, thread Surface& surf) {
    int i = {};
    light.dir = normalize(aPos.xyz);
    light.power = aColor.w;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 2)) {
                break;
            }
            {
                taps[i].dir = aColor.xyz * float3(float(i + 1));
                taps[i].power = float(i);
            }
        }
    }
    float4 _e44 = aPos;
    float4 _e49 = aColor;
    surf.frame.basis = float2x4(float4(_e44.x, _e44.y, _e44.z, _e44.w), float4(_e49.x, _e49.y, _e49.z, _e49.w));
    surf.frame.tint = aColor;
    surf.id = gl_VertexIndex;
    gl_Position = aPos;
    return;
}

struct main0_in {
    float4 aPos [[attribute(0)]];
    float4 aColor [[attribute(1)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 light_dir [[user(locn0)]];
    float light_power [[user(locn1)]];
    float3 taps_0_dir [[user(locn2)]];
    float taps_0_power [[user(locn3)]];
    float3 taps_1_dir [[user(locn4)]];
    float taps_1_power [[user(locn5)]];
    float4 surf_frame_basis_c0 [[user(locn6)]];
    float4 surf_frame_basis_c1 [[user(locn7)]];
    float4 surf_frame_tint [[user(locn8)]];
    int surf_id [[user(locn9)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_VertexIndex_1 [[vertex_id]]
) {
    float4 aPos_1 = stage_in.aPos;
    float4 aColor_1 = stage_in.aColor;
    float4 gl_Position = {};
    int gl_VertexIndex = {};
    float4 aPos = {};
    float4 aColor = {};
    Light light = {};
    array<Light, 2> taps = {};
    Surface surf = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_VertexIndex_1, {}, aPos_1, aColor_1};
    gl_VertexIndex = int(input.gl_VertexIndex_);
    aPos = input.aPos_;
    aColor = input.aColor_;
    _glsl_main(gl_Position, gl_VertexIndex, aPos, aColor, light, taps, surf);
    output.gl_Position_ = gl_Position;
    output.light_dir_ = float3(light.dir);
    output.light_power_ = light.power;
    output.taps_0_dir_ = float3(taps[0].dir);
    output.taps_0_power_ = taps[0].power;
    output.taps_1_dir_ = float3(taps[1].dir);
    output.taps_1_power_ = taps[1].power;
    output.surf_frame_basis_c0_ = surf.frame.basis[0];
    output.surf_frame_basis_c1_ = surf.frame.basis[1];
    output.surf_frame_tint_ = surf.frame.tint;
    output.surf_id_ = surf.id;
    _glsl_Out _e74 = output;
    {
        mainOutput result = mainOutput {_e74.gl_Position_, float3(_e74.light_dir_), _e74.light_power_, {}, float3(_e74.taps_0_dir_), _e74.taps_0_power_, {}, float3(_e74.taps_1_dir_), _e74.taps_1_power_, {}, _e74.surf_frame_basis_c0_, _e74.surf_frame_basis_c1_, _e74.surf_frame_tint_, _e74.surf_id_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.light_dir = result.light_dir;
        out.light_power = result.light_power;
        out.taps_0_dir = result.taps_0_dir;
        out.taps_0_power = result.taps_0_power;
        out.taps_1_dir = result.taps_1_dir;
        out.taps_1_power = result.taps_1_power;
        out.surf_frame_basis_c0 = result.surf_frame_basis_c0;
        out.surf_frame_basis_c1 = result.surf_frame_basis_c1;
        out.surf_frame_tint = result.surf_frame_tint;
        out.surf_id = result.surf_id;
        return out;
    }
}

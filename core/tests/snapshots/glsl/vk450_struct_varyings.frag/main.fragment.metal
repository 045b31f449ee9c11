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
    uchar _pad10[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 112, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, light_dir_) == 0, "_glsl_In::light_dir_: offset");
static_assert(__builtin_offsetof(_glsl_In, light_power_) == 12, "_glsl_In::light_power_: offset");
static_assert(__builtin_offsetof(_glsl_In, taps_0_dir_) == 16, "_glsl_In::taps_0_dir_: offset");
static_assert(__builtin_offsetof(_glsl_In, taps_0_power_) == 28, "_glsl_In::taps_0_power_: offset");
static_assert(__builtin_offsetof(_glsl_In, taps_1_dir_) == 32, "_glsl_In::taps_1_dir_: offset");
static_assert(__builtin_offsetof(_glsl_In, taps_1_power_) == 44, "_glsl_In::taps_1_power_: offset");
static_assert(__builtin_offsetof(_glsl_In, surf_frame_basis_c0_) == 48, "_glsl_In::surf_frame_basis_c0_: offset");
static_assert(__builtin_offsetof(_glsl_In, surf_frame_basis_c1_) == 64, "_glsl_In::surf_frame_basis_c1_: offset");
static_assert(__builtin_offsetof(_glsl_In, surf_frame_tint_) == 80, "_glsl_In::surf_frame_tint_: offset");
static_assert(__builtin_offsetof(_glsl_In, surf_id_) == 96, "_glsl_In::surf_id_: offset");
#endif

struct mainOutput {
    float4 FragColor;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, FragColor) == 0, "mainOutput::FragColor: offset");
#endif

struct _glsl_Out {
    float4 FragColor_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, FragColor_) == 0, "_glsl_Out::FragColor_: offset");
#endif

void _glsl_main(thread Light& light, thread array<Light, 2>& taps, thread Surface& surf, thread float4& FragColor) {
    Light l = {};
    float3 c = {};
    int i = {};
    l = light;
    c = float3(l.dir) * float3(l.power);
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
                c = c + (float3(taps[i].dir) * float3(taps[i].power));
            }
        }
    }
    float3 _e35 = c;
    FragColor = (float4(_e35.x, _e35.y, _e35.z, 1.0f) * surf.frame.tint) + (surf.frame.basis[1] * float4(float(surf.id)));
    return;
}

struct main0_in {
    float3 light_dir [[user(locn0)]];
    float light_power [[user(locn1)]];
    float3 taps_0_dir [[user(locn2)]];
    float taps_0_power [[user(locn3)]];
    float3 taps_1_dir [[user(locn4)]];
    float taps_1_power [[user(locn5)]];
    float4 surf_frame_basis_c0 [[user(locn6)]];
    float4 surf_frame_basis_c1 [[user(locn7)]];
    float4 surf_frame_tint [[user(locn8)]];
    int surf_id [[user(locn9), flat]];
};

struct main0_out {
    float4 FragColor [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]]
) {
    float3 light_dir = stage_in.light_dir;
    float light_power = stage_in.light_power;
    float3 taps_0_dir = stage_in.taps_0_dir;
    float taps_0_power = stage_in.taps_0_power;
    float3 taps_1_dir = stage_in.taps_1_dir;
    float taps_1_power = stage_in.taps_1_power;
    float4 surf_frame_basis_c0 = stage_in.surf_frame_basis_c0;
    float4 surf_frame_basis_c1 = stage_in.surf_frame_basis_c1;
    float4 surf_frame_tint = stage_in.surf_frame_tint;
    int surf_id = stage_in.surf_id;
    Light light = {};
    array<Light, 2> taps = {};
    Surface surf = {};
    float4 FragColor = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {light_dir, light_power, taps_0_dir, taps_0_power, taps_1_dir, taps_1_power, surf_frame_basis_c0, surf_frame_basis_c1, surf_frame_tint, surf_id};
    light.dir = float3(input.light_dir_);
    light.power = input.light_power_;
    taps[0].dir = float3(input.taps_0_dir_);
    taps[0].power = input.taps_0_power_;
    taps[1].dir = float3(input.taps_1_dir_);
    taps[1].power = input.taps_1_power_;
    surf.frame.basis[0] = input.surf_frame_basis_c0_;
    surf.frame.basis[1] = input.surf_frame_basis_c1_;
    surf.frame.tint = input.surf_frame_tint_;
    surf.id = input.surf_id_;
    _glsl_main(light, taps, surf, FragColor);
    output.FragColor_ = FragColor;
    {
        mainOutput result = mainOutput {output.FragColor_};
        main0_out out = {};
        out.FragColor = result.FragColor;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Light {
    float3 dir;
    array<float2, 2> uv;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 32, "Light: size");
static_assert(__builtin_offsetof(Light, dir) == 0, "Light::dir: offset");
static_assert(__builtin_offsetof(Light, uv) == 16, "Light::uv: offset");
#endif

struct VertexData {
    float3 normal;
    float2x2 rot;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexData) == 32, "VertexData: size");
static_assert(__builtin_offsetof(VertexData, normal) == 0, "VertexData::normal: offset");
static_assert(__builtin_offsetof(VertexData, rot) == 16, "VertexData::rot: offset");
#endif

struct _glsl_In {
    uint gl_SampleID_;
    uchar _pad1[12];
    float4 color_;
    float4 flat_color_;
    float2 screen_;
    uchar _pad4[8];
    float3 light_dir_;
    float2 light_uv_0_;
    float2 light_uv_1_;
    float3 vd_normal_;
    float2 vd_rot_c0_;
    float2 vd_rot_c1_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 128, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_SampleID_) == 0, "_glsl_In::gl_SampleID_: offset");
static_assert(__builtin_offsetof(_glsl_In, color_) == 16, "_glsl_In::color_: offset");
static_assert(__builtin_offsetof(_glsl_In, flat_color_) == 32, "_glsl_In::flat_color_: offset");
static_assert(__builtin_offsetof(_glsl_In, screen_) == 48, "_glsl_In::screen_: offset");
static_assert(__builtin_offsetof(_glsl_In, light_dir_) == 64, "_glsl_In::light_dir_: offset");
static_assert(__builtin_offsetof(_glsl_In, light_uv_0_) == 80, "_glsl_In::light_uv_0_: offset");
static_assert(__builtin_offsetof(_glsl_In, light_uv_1_) == 88, "_glsl_In::light_uv_1_: offset");
static_assert(__builtin_offsetof(_glsl_In, vd_normal_) == 96, "_glsl_In::vd_normal_: offset");
static_assert(__builtin_offsetof(_glsl_In, vd_rot_c0_) == 112, "_glsl_In::vd_rot_c0_: offset");
static_assert(__builtin_offsetof(_glsl_In, vd_rot_c1_) == 120, "_glsl_In::vd_rot_c1_: offset");
#endif

struct mainOutput {
    float4 frag;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 16, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, frag) == 0, "mainOutput::frag: offset");
#endif

struct _glsl_Out {
    float4 frag_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 16, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, frag_) == 0, "_glsl_Out::frag_: offset");
#endif

float4 shade(float2 offset, thread interpolant<float4, interpolation::perspective>& _glsl_pull_color_, thread float4& flat_color) {
    float2 offset_1 = {};
    offset_1 = offset;
    float4 _e8 = _glsl_pull_color_.interpolate_at_offset(offset_1 + float2(0.5f));
    return _e8 + flat_color;
}

void _glsl_main(thread int& gl_SampleID, thread interpolant<float4, interpolation::perspective>& _glsl_pull_color_, thread interpolant<float3, interpolation::perspective>& _glsl_pull_light_dir_, thread interpolant<float2, interpolation::perspective>& _glsl_pull_light_uv_1_, thread interpolant<float2, interpolation::no_perspective>& _glsl_pull_screen_, thread interpolant<float3, interpolation::perspective>& _glsl_pull_vd_normal_, thread interpolant<float2, interpolation::perspective>& _glsl_pull_vd_rot_c1_, thread float4& flat_color, thread Light& light, thread float4& frag) {
    float4 c = {};
    float4 _e5 = shade(float2(-0.25f, 0.25f), _glsl_pull_color_, flat_color);
    c = _e5;
    float2 _e11 = _glsl_pull_screen_.interpolate_at_sample(uint(gl_SampleID));
    float2 _e14 = c.xy + _e11;
    float4 _e15 = c;
    c = float4(_e14.x, _e14.y, _e15.z, _e15.w);
    float3 _e23 = _glsl_pull_light_dir_.interpolate_at_centroid();
    float3 _e32 = _glsl_pull_vd_normal_.interpolate_at_offset(float2(0.125f) + float2(0.5f));
    float3 _e37 = c.xyz + (_e23 + _e32.zyx);
    c = float4(_e37.x, _e37.y, _e37.z, c.w);
    float2 _e48 = _glsl_pull_light_uv_1_.interpolate_at_sample(2u);
    float2 _e52 = _glsl_pull_vd_rot_c1_.interpolate_at_centroid();
    float2 _e62 = c.zw + ((_e48.yx + _e52) + light.uv[0]);
    float4 _e63 = c;
    c = float4(_e63.x, _e63.y, _e62.x, _e62.y);
    float4 _e72 = _glsl_pull_color_.interpolate_at_centroid();
    frag = c + _e72.zyxw.wzyx;
    return;
}

struct main0_in {
    interpolant<float4, interpolation::perspective> color [[user(locn0)]];
    float4 flat_color [[user(locn1), flat]];
    interpolant<float2, interpolation::no_perspective> screen [[user(locn2)]];
    interpolant<float3, interpolation::perspective> light_dir [[user(locn3)]];
    float2 light_uv_0 [[user(locn4), centroid_perspective]];
    interpolant<float2, interpolation::perspective> light_uv_1 [[user(locn5)]];
    interpolant<float3, interpolation::perspective> vd_normal [[user(locn6)]];
    float2 vd_rot_c0 [[user(locn7)]];
    interpolant<float2, interpolation::perspective> vd_rot_c1 [[user(locn8)]];
};

struct main0_out {
    float4 frag [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    uint gl_SampleID_1 [[sample_id]]
) {
    float4 color_1 = stage_in.color.interpolate_at_center();
    float4 flat_color_1 = stage_in.flat_color;
    float2 screen_1 = stage_in.screen.interpolate_at_center();
    float3 light_dir = stage_in.light_dir.interpolate_at_centroid();
    float2 light_uv_0 = stage_in.light_uv_0;
    float2 light_uv_1 = stage_in.light_uv_1.interpolate_at_centroid();
    float3 vd_normal = stage_in.vd_normal.interpolate_at_center();
    float2 vd_rot_c0 = stage_in.vd_rot_c0;
    float2 vd_rot_c1 = stage_in.vd_rot_c1.interpolate_at_center();
    int gl_SampleID = {};
    thread interpolant<float4, interpolation::perspective>& _glsl_pull_color_ = stage_in.color;
    thread interpolant<float3, interpolation::perspective>& _glsl_pull_light_dir_ = stage_in.light_dir;
    thread interpolant<float2, interpolation::perspective>& _glsl_pull_light_uv_1_ = stage_in.light_uv_1;
    thread interpolant<float2, interpolation::no_perspective>& _glsl_pull_screen_ = stage_in.screen;
    thread interpolant<float3, interpolation::perspective>& _glsl_pull_vd_normal_ = stage_in.vd_normal;
    thread interpolant<float2, interpolation::perspective>& _glsl_pull_vd_rot_c1_ = stage_in.vd_rot_c1;
    float4 color = {};
    float4 flat_color = {};
    float2 screen = {};
    Light light = {};
    VertexData vd = {};
    float4 frag = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {gl_SampleID_1, {}, color_1, flat_color_1, screen_1, {}, light_dir, light_uv_0, light_uv_1, vd_normal, vd_rot_c0, vd_rot_c1};
    gl_SampleID = int(input.gl_SampleID_);
    color = input.color_;
    flat_color = input.flat_color_;
    screen = input.screen_;
    light.dir = input.light_dir_;
    light.uv[0] = input.light_uv_0_;
    light.uv[1] = input.light_uv_1_;
    vd.normal = input.vd_normal_;
    vd.rot[0] = input.vd_rot_c0_;
    vd.rot[1] = input.vd_rot_c1_;
    _glsl_main(gl_SampleID, _glsl_pull_color_, _glsl_pull_light_dir_, _glsl_pull_light_uv_1_, _glsl_pull_screen_, _glsl_pull_vd_normal_, _glsl_pull_vd_rot_c1_, flat_color, light, frag);
    output.frag_ = frag;
    {
        mainOutput result = mainOutput {output.frag_};
        main0_out out = {};
        out.frag = result.frag;
        return out;
    }
}

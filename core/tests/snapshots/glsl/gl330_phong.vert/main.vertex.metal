#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Globals {
    float4x4 model;
    float4x4 view;
    float4x4 projection;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Globals) == 192, "type_Globals: size");
static_assert(__builtin_offsetof(type_Globals, model) == 0, "type_Globals::model: offset");
static_assert(__builtin_offsetof(type_Globals, view) == 64, "type_Globals::view: offset");
static_assert(__builtin_offsetof(type_Globals, projection) == 128, "type_Globals::projection: offset");
#endif

struct _glsl_In {
    float3 aPos_;
    float3 aNormal_;
    float2 aTexCoord_;
    uchar _pad3[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 48, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, aPos_) == 0, "_glsl_In::aPos_: offset");
static_assert(__builtin_offsetof(_glsl_In, aNormal_) == 16, "_glsl_In::aNormal_: offset");
static_assert(__builtin_offsetof(_glsl_In, aTexCoord_) == 32, "_glsl_In::aTexCoord_: offset");
#endif

struct mainOutput {
    float4 gl_Position;
    float3 FragPos;
    float3 Normal;
    float2 TexCoord;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(mainOutput) == 64, "mainOutput: size");
static_assert(__builtin_offsetof(mainOutput, gl_Position) == 0, "mainOutput::gl_Position: offset");
static_assert(__builtin_offsetof(mainOutput, FragPos) == 16, "mainOutput::FragPos: offset");
static_assert(__builtin_offsetof(mainOutput, Normal) == 32, "mainOutput::Normal: offset");
static_assert(__builtin_offsetof(mainOutput, TexCoord) == 48, "mainOutput::TexCoord: offset");
#endif

struct _glsl_Out {
    float4 gl_Position_;
    float3 FragPos_;
    float3 Normal_;
    float2 TexCoord_;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_Out) == 64, "_glsl_Out: size");
static_assert(__builtin_offsetof(_glsl_Out, gl_Position_) == 0, "_glsl_Out::gl_Position_: offset");
static_assert(__builtin_offsetof(_glsl_Out, FragPos_) == 16, "_glsl_Out::FragPos_: offset");
static_assert(__builtin_offsetof(_glsl_Out, Normal_) == 32, "_glsl_Out::Normal_: offset");
static_assert(__builtin_offsetof(_glsl_Out, TexCoord_) == 48, "_glsl_Out::TexCoord_: offset");
#endif

float4x4 _glsl_inverse(float4x4 b) {
    float s0 = {};
    float s1 = {};
    float s2 = {};
    float s3 = {};
    float s4 = {};
    float s5 = {};
    float c5 = {};
    float c4 = {};
    float c3 = {};
    float c2 = {};
    float c1 = {};
    float c0 = {};
    float d = {};
    float4 i0 = {};
    float4 i1 = {};
    float4 i2 = {};
    float4 i3 = {};
    s0 = (b[0].x * b[1].y) - (b[1].x * b[0].y);
    s1 = (b[0].x * b[1].z) - (b[1].x * b[0].z);
    s2 = (b[0].x * b[1].w) - (b[1].x * b[0].w);
    s3 = (b[0].y * b[1].z) - (b[1].y * b[0].z);
    s4 = (b[0].y * b[1].w) - (b[1].y * b[0].w);
    s5 = (b[0].z * b[1].w) - (b[1].z * b[0].w);
    c5 = (b[2].z * b[3].w) - (b[3].z * b[2].w);
    c4 = (b[2].y * b[3].w) - (b[3].y * b[2].w);
    c3 = (b[2].y * b[3].z) - (b[3].y * b[2].z);
    c2 = (b[2].x * b[3].w) - (b[3].x * b[2].w);
    c1 = (b[2].x * b[3].z) - (b[3].x * b[2].z);
    c0 = (b[2].x * b[3].y) - (b[3].x * b[2].y);
    d = 1.0f / ((((((s0 * c5) - (s1 * c4)) + (s2 * c3)) + (s3 * c2)) - (s4 * c1)) + (s5 * c0));
    i0 = float4(((b[1].y * c5) - (b[1].z * c4)) + (b[1].w * c3), (((-b[0].y) * c5) + (b[0].z * c4)) - (b[0].w * c3), ((b[3].y * s5) - (b[3].z * s4)) + (b[3].w * s3), (((-b[2].y) * s5) + (b[2].z * s4)) - (b[2].w * s3));
    i1 = float4((((-b[1].x) * c5) + (b[1].z * c2)) - (b[1].w * c1), ((b[0].x * c5) - (b[0].z * c2)) + (b[0].w * c1), (((-b[3].x) * s5) + (b[3].z * s2)) - (b[3].w * s1), ((b[2].x * s5) - (b[2].z * s2)) + (b[2].w * s1));
    i2 = float4(((b[1].x * c4) - (b[1].y * c2)) + (b[1].w * c0), (((-b[0].x) * c4) + (b[0].y * c2)) - (b[0].w * c0), ((b[3].x * s4) - (b[3].y * s2)) + (b[3].w * s0), (((-b[2].x) * s4) + (b[2].y * s2)) - (b[2].w * s0));
    i3 = float4((((-b[1].x) * c3) + (b[1].y * c1)) - (b[1].z * c0), ((b[0].x * c3) - (b[0].y * c1)) + (b[0].z * c0), (((-b[3].x) * s3) + (b[3].y * s1)) - (b[3].z * s0), ((b[2].x * s3) - (b[2].y * s1)) + (b[2].z * s0));
    float4 _e606 = i0 * float4(d);
    float4 _e610 = i1 * float4(d);
    float4 _e614 = i2 * float4(d);
    float4 _e618 = i3 * float4(d);
    return float4x4(float4(_e606.x, _e606.y, _e606.z, _e606.w), float4(_e610.x, _e610.y, _e610.z, _e610.w), float4(_e614.x, _e614.y, _e614.z, _e614.w), float4(_e618.x, _e618.y, _e618.z, _e618.w));
}

float3x3 _glsl_mat3(float4x4 m) {
    float3 _e13 = float3(m[0].x, m[0].y, m[0].z);
    float3 _e26 = float3(m[1].x, m[1].y, m[1].z);
    float3 _e39 = float3(m[2].x, m[2].y, m[2].z);
    return float3x3(float3(_e13.x, _e13.y, _e13.z), float3(_e26.x, _e26.y, _e26.z), float3(_e39.x, _e39.y, _e39.z));
}

void _glsl_main(thread float4& gl_Position, thread float3& aPos, thread float3& aNormal, thread float2& aTexCoord, thread float3& FragPos, thread float3& Normal, thread float2& TexCoord, constant type_Globals& _Globals) {
    float3 _e5 = aPos;
    float4 _e11 = _Globals.model * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    FragPos = float3(_e11.x, _e11.y, _e11.z);
    float4x4 _e21 = _glsl_inverse(_Globals.model);
    float3x3 _e23 = _glsl_mat3(transpose(_e21));
    Normal = _e23 * aNormal;
    TexCoord = aTexCoord;
    float3 _e40 = FragPos;
    gl_Position = (_Globals.projection * _Globals.view) * float4(_e40.x, _e40.y, _e40.z, 1.0f);
    return;
}

struct main0_in {
    float3 aPos [[attribute(0)]];
    float3 aNormal [[attribute(1)]];
    float2 aTexCoord [[attribute(2)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 FragPos [[user(FragPos)]];
    float3 Normal [[user(Normal)]];
    float2 TexCoord [[user(TexCoord)]];
};

vertex main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_Globals& _Globals [[buffer(0)]]
) {
    float3 aPos_1 = stage_in.aPos;
    float3 aNormal_1 = stage_in.aNormal;
    float2 aTexCoord_1 = stage_in.aTexCoord;
    float4 gl_Position = {};
    float3 aPos = {};
    float3 aNormal = {};
    float2 aTexCoord = {};
    float3 FragPos = {};
    float3 Normal = {};
    float2 TexCoord = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {aPos_1, aNormal_1, aTexCoord_1};
    aPos = input.aPos_;
    aNormal = input.aNormal_;
    aTexCoord = input.aTexCoord_;
    _glsl_main(gl_Position, aPos, aNormal, aTexCoord, FragPos, Normal, TexCoord, _Globals);
    output.gl_Position_ = gl_Position;
    output.FragPos_ = FragPos;
    output.Normal_ = Normal;
    output.TexCoord_ = TexCoord;
    _glsl_Out _e27 = output;
    {
        mainOutput result = mainOutput {_e27.gl_Position_, _e27.FragPos_, _e27.Normal_, _e27.TexCoord_};
        main0_out out = {};
        out.gl_Position = result.gl_Position;
        out.FragPos = result.FragPos;
        out.Normal = result.Normal;
        out.TexCoord = result.TexCoord;
        return out;
    }
}

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
    float _e243 = s0;
    float _e244 = c5;
    float _e246 = s1;
    float _e247 = c4;
    float _e250 = s2;
    float _e251 = c3;
    float _e254 = s3;
    float _e255 = c2;
    float _e258 = s4;
    float _e259 = c1;
    float _e262 = s5;
    float _e263 = c0;
    d = 1.0f / ((((((_e243 * _e244) - (_e246 * _e247)) + (_e250 * _e251)) + (_e254 * _e255)) - (_e258 * _e259)) + (_e262 * _e263));
    float _e272 = c5;
    float _e278 = c4;
    float _e285 = c3;
    float _e293 = c5;
    float _e299 = c4;
    float _e306 = c3;
    float _e313 = s5;
    float _e319 = s4;
    float _e326 = s3;
    float _e334 = s5;
    float _e340 = s4;
    float _e347 = s3;
    i0 = float4(((b[1].y * _e272) - (b[1].z * _e278)) + (b[1].w * _e285), (((-b[0].y) * _e293) + (b[0].z * _e299)) - (b[0].w * _e306), ((b[3].y * _e313) - (b[3].z * _e319)) + (b[3].w * _e326), (((-b[2].y) * _e334) + (b[2].z * _e340)) - (b[2].w * _e347));
    float _e357 = c5;
    float _e363 = c2;
    float _e370 = c1;
    float _e377 = c5;
    float _e383 = c2;
    float _e390 = c1;
    float _e398 = s5;
    float _e404 = s2;
    float _e411 = s1;
    float _e418 = s5;
    float _e424 = s2;
    float _e431 = s1;
    i1 = float4((((-b[1].x) * _e357) + (b[1].z * _e363)) - (b[1].w * _e370), ((b[0].x * _e377) - (b[0].z * _e383)) + (b[0].w * _e390), (((-b[3].x) * _e398) + (b[3].z * _e404)) - (b[3].w * _e411), ((b[2].x * _e418) - (b[2].z * _e424)) + (b[2].w * _e431));
    float _e440 = c4;
    float _e446 = c2;
    float _e453 = c0;
    float _e461 = c4;
    float _e467 = c2;
    float _e474 = c0;
    float _e481 = s4;
    float _e487 = s2;
    float _e494 = s0;
    float _e502 = s4;
    float _e508 = s2;
    float _e515 = s0;
    i2 = float4(((b[1].x * _e440) - (b[1].y * _e446)) + (b[1].w * _e453), (((-b[0].x) * _e461) + (b[0].y * _e467)) - (b[0].w * _e474), ((b[3].x * _e481) - (b[3].y * _e487)) + (b[3].w * _e494), (((-b[2].x) * _e502) + (b[2].y * _e508)) - (b[2].w * _e515));
    float _e525 = c3;
    float _e531 = c1;
    float _e538 = c0;
    float _e545 = c3;
    float _e551 = c1;
    float _e558 = c0;
    float _e566 = s3;
    float _e572 = s1;
    float _e579 = s0;
    float _e586 = s3;
    float _e592 = s1;
    float _e599 = s0;
    i3 = float4((((-b[1].x) * _e525) + (b[1].y * _e531)) - (b[1].z * _e538), ((b[0].x * _e545) - (b[0].y * _e551)) + (b[0].z * _e558), (((-b[3].x) * _e566) + (b[3].y * _e572)) - (b[3].z * _e579), ((b[2].x * _e586) - (b[2].y * _e592)) + (b[2].z * _e599));
    float4 _e603 = i0;
    float _e604 = d;
    float4 _e606 = _e603 * float4(_e604);
    float4 _e607 = i1;
    float _e608 = d;
    float4 _e610 = _e607 * float4(_e608);
    float4 _e611 = i2;
    float _e612 = d;
    float4 _e614 = _e611 * float4(_e612);
    float4 _e615 = i3;
    float _e616 = d;
    float4 _e618 = _e615 * float4(_e616);
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
    float4x4 _e10 = _Globals.model;
    float4 _e11 = _e10 * float4(_e5.x, _e5.y, _e5.z, 1.0f);
    FragPos = float3(_e11.x, _e11.y, _e11.z);
    float4x4 _e20 = _Globals.model;
    float4x4 _e21 = _glsl_inverse(_e20);
    float3x3 _e23 = _glsl_mat3(transpose(_e21));
    float3 _e25 = aNormal;
    Normal = _e23 * _e25;
    float2 _e29 = aTexCoord;
    TexCoord = _e29;
    float4x4 _e35 = _Globals.view;
    float4x4 _e36 = _Globals.projection;
    float3 _e40 = FragPos;
    gl_Position = (_e36 * _e35) * float4(_e40.x, _e40.y, _e40.z, 1.0f);
    return;
}

struct main0_in {
    float3 aPos [[attribute(0)]];
    float3 aNormal [[attribute(1)]];
    float2 aTexCoord [[attribute(2)]];
};

struct main0_out {
    float4 gl_Position [[position]];
    float3 FragPos [[user(locn0)]];
    float3 Normal [[user(locn1)]];
    float2 TexCoord [[user(locn2)]];
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
    float3 _e7 = input.aPos_;
    aPos = _e7;
    float3 _e10 = input.aNormal_;
    aNormal = _e10;
    float2 _e13 = input.aTexCoord_;
    aTexCoord = _e13;
    _glsl_main(gl_Position, aPos, aNormal, aTexCoord, FragPos, Normal, TexCoord, _Globals);
    float4 _e17 = gl_Position;
    output.gl_Position_ = _e17;
    float3 _e20 = FragPos;
    output.FragPos_ = _e20;
    float3 _e23 = Normal;
    output.Normal_ = _e23;
    float2 _e26 = TexCoord;
    output.TexCoord_ = _e26;
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

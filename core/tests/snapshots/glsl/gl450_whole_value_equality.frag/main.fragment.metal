#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct stride16_elem5 {
    int value;
    uchar pad[12];
};

struct Light {
    packed_float3 dir;
    float power;
    array<stride16_elem5, 2> kind;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Light) == 48, "Light: size");
static_assert(__builtin_offsetof(Light, dir) == 0, "Light::dir: offset");
static_assert(__builtin_offsetof(Light, power) == 12, "Light::power: offset");
static_assert(__builtin_offsetof(Light, kind) == 16, "Light::kind: offset");
#endif

struct type_U {
    float3x3 m;
    float3x3 n;
    Light l0;
    Light l1;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_U) == 192, "type_U: size");
static_assert(__builtin_offsetof(type_U, m) == 0, "type_U::m: offset");
static_assert(__builtin_offsetof(type_U, n) == 48, "type_U::n: offset");
static_assert(__builtin_offsetof(type_U, l0) == 96, "type_U::l0: offset");
static_assert(__builtin_offsetof(type_U, l1) == 144, "type_U::l1: offset");
#endif

struct _glsl_In {
    float3 a_;
    float3 b_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 32, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, a_) == 0, "_glsl_In::a_: offset");
static_assert(__builtin_offsetof(_glsl_In, b_) == 16, "_glsl_In::b_: offset");
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

void _glsl_main(thread float3& a, thread float3& b, thread float4& color, constant type_U& U) {
    bool eq = {};
    array<float, 3> arr0 = {};
    array<float, 3> arr1 = {};
    bool same = {};
    bool3 each = {};
    bool3 diff = {};
    eq = all(a == b);
    arr0 = array<float, 3> {a.x, a.y, a.z};
    arr1 = array<float, 3> {b.x, b.y, b.z};
    same = (((all(U.m[0] == U.n[0]) && all(U.m[1] == U.n[1])) && all(U.m[2] == U.n[2])) && ((all(float3(U.l0.dir) == float3(U.l1.dir)) && (U.l0.power == U.l1.power)) && ((U.l0.kind[0].value == U.l1.kind[0].value) && (U.l0.kind[1].value == U.l1.kind[1].value)))) && (((arr0[0] == arr1[0]) && (arr0[1] == arr1[1])) && (arr0[2] == arr1[2]));
    each = a == b;
    diff = a != b;
    if (any(a != b)) {
        {
            color = float4(float(eq), float(same), float(each.x), float(diff.y));
        }
    } else {
        {
            color = float4(1.0f);
        }
    }
    return;
}

struct main0_in {
    float3 a [[user(locn0)]];
    float3 b [[user(locn1)]];
};

struct main0_out {
    float4 color [[color(0)]];
};

fragment main0_out main0(
    main0_in stage_in [[stage_in]],
    constant type_U& U [[buffer(0)]]
) {
    float3 a_1 = stage_in.a;
    float3 b_1 = stage_in.b;
    float3 a = {};
    float3 b = {};
    float4 color = {};
    _glsl_In input = {};
    _glsl_Out output = {};
    input = _glsl_In {a_1, b_1};
    a = input.a_;
    b = input.b_;
    _glsl_main(a, b, color, U);
    output.color_ = color;
    {
        mainOutput result = mainOutput {output.color_};
        main0_out out = {};
        out.color = result.color;
        return out;
    }
}

#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct B__S {
    float w;
    float v;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(B__S) == 8, "B__S: size");
static_assert(__builtin_offsetof(B__S, w) == 0, "B__S::w: offset");
static_assert(__builtin_offsetof(B__S, v) == 4, "B__S::v: offset");
#endif

constant int B_E_Two = 2;
constant int Lighting_Mode_Lambert = 0;
constant int Lighting_Mode_Phong = 1;
constant float B_K = 2.0f;

float B_f() {
    return 2.0f;
}

float B_C_g() {
    B__S s = {};
    s.w = 0.0f;
    float _e5 = B_f();
    s.v = _e5 + B_K;
    return s.v + float(B_E_Two);
}

float A_f() {
    return 1.0f;
}

float Lighting_shade(float d, int m) {
    float d_1 = {};
    d_1 = d;
    return (m == Lighting_Mode_Lambert) ? d_1 : pow(d_1, 16.0f);
}

kernel void main0(
    device float* o [[buffer(0)]]
) {
    float _e4 = B_C_g();
    o[0u] = _e4;
    float _e9 = A_f();
    o[1u] = _e9;
    float _e20 = Lighting_shade(o[3u], Lighting_Mode_Phong);
    o[2u] = _e20;
    return;
}

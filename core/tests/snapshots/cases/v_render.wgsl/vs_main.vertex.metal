#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Tint {
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Tint) == 16, "Tint: size");
static_assert(__builtin_offsetof(Tint, color) == 0, "Tint::color: offset");
#endif

struct VertexIn {
    float2 pos;
    uchar _pad1[8];
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexIn) == 32, "VertexIn: size");
static_assert(__builtin_offsetof(VertexIn, pos) == 0, "VertexIn::pos: offset");
static_assert(__builtin_offsetof(VertexIn, color) == 16, "VertexIn::color: offset");
#endif

struct VertexOut {
    float4 clip;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexOut) == 32, "VertexOut: size");
static_assert(__builtin_offsetof(VertexOut, clip) == 0, "VertexOut::clip: offset");
static_assert(__builtin_offsetof(VertexOut, color) == 16, "VertexOut::color: offset");
#endif

struct vs_main_in {
    float2 pos [[attribute(0)]];
    float4 color [[attribute(1)]];
};

struct vs_main_out {
    float4 clip [[position]];
    float4 color [[user(locn0)]];
};

vertex vs_main_out vs_main(
    vs_main_in stage_in [[stage_in]],
    constant Tint& tint [[buffer(0)]]
) {
    VertexIn v = {};
    v.pos = stage_in.pos;
    v.color = stage_in.color;
    VertexOut o = {};
    o.clip = float4(v.pos, 0.0f, 1.0f);
    o.color = v.color * tint.color;
    {
        VertexOut result = o;
        vs_main_out out = {};
        out.clip = result.clip;
        out.color = result.color;
        return out;
    }
}

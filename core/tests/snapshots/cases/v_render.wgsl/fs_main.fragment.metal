#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VertexOut {
    float4 clip;
    float4 color;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VertexOut) == 32, "VertexOut: size");
static_assert(__builtin_offsetof(VertexOut, clip) == 0, "VertexOut::clip: offset");
static_assert(__builtin_offsetof(VertexOut, color) == 16, "VertexOut::color: offset");
#endif

struct fs_main_in {
    float4 color [[user(locn0)]];
};

struct fs_main_out {
    float4 value [[color(0)]];
};

fragment fs_main_out fs_main(
    fs_main_in stage_in [[stage_in]],
    float4 clip [[position]]
) {
    VertexOut i = {};
    i.color = stage_in.color;
    i.clip = clip;
    {
        fs_main_out out = {};
        out.value = i.color;
        return out;
    }
}

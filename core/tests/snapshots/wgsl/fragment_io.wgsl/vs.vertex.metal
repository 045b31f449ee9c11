#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct VsOut {
    float4 pos;
    uint id;
    float shade;
    uchar _pad3[8];
    packed_float3 tint;
    array<float, 2> clip;
    uchar _pad5[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(VsOut) == 64, "VsOut: size");
static_assert(__builtin_offsetof(VsOut, pos) == 0, "VsOut::pos: offset");
static_assert(__builtin_offsetof(VsOut, id) == 16, "VsOut::id: offset");
static_assert(__builtin_offsetof(VsOut, shade) == 20, "VsOut::shade: offset");
static_assert(__builtin_offsetof(VsOut, tint) == 32, "VsOut::tint: offset");
static_assert(__builtin_offsetof(VsOut, clip) == 44, "VsOut::clip: offset");
#endif

struct vs_out {
    float4 pos [[position]];
    uint id [[user(locn0)]];
    float shade [[user(locn1)]];
    float3 tint [[user(locn2)]];
    float clip [[clip_distance]] [2];
};

vertex vs_out vs(
    uint vid [[vertex_id]]
) {
    VsOut o = {};
    float x = (float(vid & 1u) * 2.0f) - 1.0f;
    float y = (float((vid >> 1u) & 1u) * 2.0f) - 1.0f;
    o.pos = float4(x, y, 0.5f, 1.0f);
    o.id = vid;
    o.shade = (x * 0.5f) + 0.5f;
    o.tint = float3(x, y, 1.0f);
    o.clip = array<float, 2> {x + 1.0f, 1.0f - y};
    {
        VsOut result = o;
        vs_out out = {};
        out.pos = result.pos;
        out.id = result.id;
        out.shade = result.shade;
        out.tint = result.tint;
        for (uint i = 0u; i < 2u; ++i) {
            out.clip[i] = result.clip[i];
        }
        return out;
    }
}

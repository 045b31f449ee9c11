#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct FsIn {
    float4 pos;
    uint id;
    float shade;
    uchar _pad3[8];
    float3 tint;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(FsIn) == 48, "FsIn: size");
static_assert(__builtin_offsetof(FsIn, pos) == 0, "FsIn::pos: offset");
static_assert(__builtin_offsetof(FsIn, id) == 16, "FsIn::id: offset");
static_assert(__builtin_offsetof(FsIn, shade) == 20, "FsIn::shade: offset");
static_assert(__builtin_offsetof(FsIn, tint) == 32, "FsIn::tint: offset");
#endif

struct FsOut {
    float4 color;
    float4 normal;
    float depth;
    uint mask;
    uchar _pad4[8];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(FsOut) == 48, "FsOut: size");
static_assert(__builtin_offsetof(FsOut, color) == 0, "FsOut::color: offset");
static_assert(__builtin_offsetof(FsOut, normal) == 16, "FsOut::normal: offset");
static_assert(__builtin_offsetof(FsOut, depth) == 32, "FsOut::depth: offset");
static_assert(__builtin_offsetof(FsOut, mask) == 36, "FsOut::mask: offset");
#endif

struct fs_in {
    uint id [[user(locn0), flat]];
    float shade [[user(locn1), centroid_perspective]];
    float3 tint [[user(locn2), sample_no_perspective]];
};

struct fs_out {
    float4 color [[color(0)]];
    float4 normal [[color(1)]];
    float depth [[depth(any)]];
    uint mask [[sample_mask]];
};

fragment fs_out fs(
    fs_in stage_in [[stage_in]],
    float4 pos [[position]],
    bool front [[front_facing]],
    uint si [[sample_id]],
    uint mask_in [[sample_mask]]
) {
    FsIn in = {};
    in.id = stage_in.id;
    in.shade = stage_in.shade;
    in.tint = stage_in.tint;
    in.pos = pos;
    FsOut o = {};
    o.color = float4(in.tint * in.shade, 1.0f);
    o.normal = front ? float4(0.0f, 0.0f, 1.0f, 0.0f) : float4(0.0f, 0.0f, -1.0f, 0.0f);
    o.depth = in.pos.z * 0.5f;
    o.mask = (mask_in & (~(1u << si))) | (in.id & 1u);
    {
        FsOut result = o;
        fs_out out = {};
        out.color = result.color;
        out.normal = result.normal;
        out.depth = result.depth;
        out.mask = result.mask;
        return out;
    }
}

// Textures in execution mode: what msl-std's texture members and the CPU
// runtime (tools/exec-parity/runtime) share. Plain C, no library headers:
// the runtime includes it too.
//
// A texture's `__handle` is opaque here: the runtime's 8-byte name for the
// image (the execution-parity runtime's resource ID, so `as_type<T>(id)`
// makes a texture from an ID, as `metal4-bindless` MSL does); a sampler's
// `__handle` is its state, encoded:
//
//   bits  0-2   s address    (0 repeat, 1 mirrored_repeat, 2 clamp_to_edge,
//   bits  3-5   t address     3 clamp_to_border, 4 clamp_to_zero)
//   bits  6-8   r address
//   bit   9     mag filter linear
//   bit  10     min filter linear
//   bits 11-12  mip filter   (0 none, 1 nearest, 2 linear)
//   bits 13-15  compare func (0 never, 1 less, 2 less_equal, 3 greater,
//                             4 greater_equal, 5 equal, 6 not_equal, 7 always)
//   bit  16     compare enabled (a comparison sampler)
//   bits 17-18  border color (0 transparent black, 1 opaque black, 2 opaque white)
//   bit  19     pixel (unnormalized) coordinates
//   bits 24-35  minimum LOD in 1/16 (lod_clamp)
//   bits 36-47  maximum LOD in 1/16; 4095 means no limit
//
// A constexpr sampler's defaults (MSL 2.4 section 2.10): clamp_to_edge,
// nearest, mip none, no comparison, transparent black, normalized, LOD
// 0 to no limit. A host-bound sampler arrives from the runtime in the same
// encoding.
#pragma once

#define __FM_SAMPLER_DEFAULT                                                                                   \
    ((2ul << 0) | (2ul << 3) | (2ul << 6) | (4095ul << 36))

// What one sample, gather or comparison asks for.
struct __fm_sample_args {
    float coord[3];     // s, t, r (normalized unless the sampler says pixel); cube: direction
    unsigned layer;     // array layer (cube arrays: the cube)
    int offset[3];      // texel offset
    unsigned mode;      // 0 implicit LOD, 1 level, 2 bias, 3 gradient
    float lod;          // level, or bias
    float ddx[3], ddy[3];
    float min_lod;      // min_lod_clamp, else 0
    unsigned gather;    // 1: gather component `component`
    unsigned component;
    unsigned compare;   // 1: compare with `reference`
    float reference;
};

#ifdef __cplusplus
extern "C" {
#endif
// `coord` is x, y, z (or face for cubes) and layer; out of range fails the run.
void __ferrometal_tex_read(unsigned long tex, const int *coord, unsigned lod, unsigned *out4);
// `in4` is four floats (float textures) or four 32-bit integers.
void __ferrometal_tex_write(unsigned long tex, const int *coord, unsigned lod, const unsigned *in4);
// 0 width, 1 height, 2 depth, 3 array layers (cubes for a cube array), 4 mip levels, 5 samples.
unsigned __ferrometal_tex_query(unsigned long tex, unsigned what, unsigned lod);
// Four floats (float textures) or 32-bit integers.
void __ferrometal_tex_sample(unsigned long tex, unsigned long sampler, const struct __fm_sample_args *a, unsigned *out4);
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 min, 6 max, 7 load, 8 store,
// 9 exchange, 10 compare-exchange (`*expected` in and out; returns 1 on
// success); `is_signed` for int textures' min and max. Returns the old
// value (compare-exchange: success).
unsigned __ferrometal_tex_atomic(unsigned long tex, const int *coord, unsigned op, unsigned operand,
                                 unsigned *expected, unsigned is_signed);
#ifdef __cplusplus
}
#endif

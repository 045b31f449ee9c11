#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_Params {
    char step;
    uchar limit;
    char2 offset;
    uchar _pad3[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_Params) == 16, "type_Params: size");
static_assert(__builtin_offsetof(type_Params, step) == 0, "type_Params::step: offset");
static_assert(__builtin_offsetof(type_Params, limit) == 1, "type_Params::limit: offset");
static_assert(__builtin_offsetof(type_Params, offset) == 2, "type_Params::offset: offset");
#endif

struct Texel {
    uchar4 rgba;
    char bias_;
    uchar _pad2[3];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Texel) == 8, "Texel: size");
static_assert(__builtin_offsetof(Texel, rgba) == 0, "Texel::rgba: offset");
static_assert(__builtin_offsetof(Texel, bias_) == 4, "Texel::bias_: offset");
#endif

struct Pixels {
    array<uchar, 16> gray;
    uchar3 tint;
    array<Texel, 16> texels;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Pixels) == 148, "Pixels: size");
static_assert(__builtin_offsetof(Pixels, gray) == 0, "Pixels::gray: offset");
static_assert(__builtin_offsetof(Pixels, tint) == 16, "Pixels::tint: offset");
static_assert(__builtin_offsetof(Pixels, texels) == 20, "Pixels::texels: offset");
#endif

struct Packed {
    array<packed_uchar3, 16> rgb;
    ushort tail;
    uchar _pad2[2];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Packed) == 52, "Packed: size");
static_assert(__builtin_offsetof(Packed, rgb) == 0, "Packed::rgb: offset");
static_assert(__builtin_offsetof(Packed, tail) == 48, "Packed::tail: offset");
#endif

struct _glsl_In {
    uint gl_LocalInvocationIndex_;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(_glsl_In) == 4, "_glsl_In: size");
static_assert(__builtin_offsetof(_glsl_In, gl_LocalInvocationIndex_) == 0, "_glsl_In::gl_LocalInvocationIndex_: offset");
#endif

uint4 _glsl_unpack8(uint p) {
    return uint4(extract_bits(uint(p), uint(0u), uint(8u)), extract_bits(uint(p >> 8u), uint(0u), uint(8u)), extract_bits(uint(p >> 16u), uint(0u), uint(8u)), extract_bits(uint(p >> 24u), uint(0u), uint(8u)));
}

int _glsl_pack32(int4 v) {
    uint4 b = {};
    b = uint4(v) & uint4(255u);
    return int(((b.x | (b.y << 8u)) | (b.z << 16u)) | (b.w << 24u));
}

void _glsl_main(thread uint& gl_LocalInvocationIndex, constant type_Params& Params, device Pixels* pixels, device Packed* packed_rgb) {
    uint i = {};
    uint g = {};
    bool small = {};
    int s = {};
    Texel t = {};
    uint4 bytes = {};
    i = gl_LocalInvocationIndex;
    g = pixels[0u].gray[i];
    g = extract_bits(g + 10u, uint(0u), uint(8u));
    small = int(g) < 256;
    s = extract_bits(extract_bits(int(g), uint(0u), uint(8u)) * Params.step, uint(0u), uint(8u));
    s = extract_bits(-s, uint(0u), uint(8u));
    s = extract_bits(s + 1, uint(0u), uint(8u));
    pixels[0u].gray[i] = uchar(small ? g : 0u);
    t = pixels[0u].texels[i];
    char2 _e80 = Params.offset;
    uint2 _e94 = extract_bits(uint2(t.rgba[1], t.rgba[0]) + extract_bits(uint2(int2(_e80[0], _e80[1])), uint(0u), uint(8u)), uint(0u), uint(8u));
    t.rgba[0] = _e94.x;
    t.rgba[1] = _e94.y;
    t.bias_ = char(s >> 1);
    pixels[0u].texels[i] = t;
    pixels[0u].texels[i].rgba[3] = Params.limit;
    pixels[0u].tint[2] = extract_bits(uint(i), uint(0u), uint(8u));
    uint4 _e139 = _glsl_unpack8(i * 16909060u);
    bytes = _e139;
    uchar3 _e154 = pixels[0u].tint;
    uint3 _e162 = extract_bits(bytes.xyz + uint3(_e154[0], _e154[1], _e154[2]), uint(0u), uint(8u));
    packed_rgb[0u].rgb[i] = uchar3(_e162.x, _e162.y, _e162.z);
    int _e174 = _glsl_pack32(int4(s));
    packed_rgb[0u].tail = ushort(_e174 & 65535);
    return;
}

kernel void main0(
    uint gl_LocalInvocationIndex_1 [[thread_index_in_threadgroup]],
    constant type_Params& Params [[buffer(0)]],
    device Pixels* pixels [[buffer(1)]],
    device Packed* packed_rgb [[buffer(2)]]
) {
    uint gl_LocalInvocationIndex = {};
    _glsl_In input = {};
    input = _glsl_In {gl_LocalInvocationIndex_1};
    gl_LocalInvocationIndex = input.gl_LocalInvocationIndex_;
    _glsl_main(gl_LocalInvocationIndex, Params, pixels, packed_rgb);
    return;
}

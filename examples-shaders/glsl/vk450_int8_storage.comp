#version 450
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_scalar_block_layout : require

// 8-bit integers (`int8_t`, `u8vec3`, …) in std140, std430 and scalar
// blocks, in structs and arrays, and in arithmetic. naga IR has no 8-bit
// integers: a value is held in the 32-bit integer of its signedness and
// wrapped to 8 bits after each operation (`extract_bits(x, 0, 8)`, which
// sign-extends a signed one), and memory holds MSL's `char`/`uchar`
// vectors at the offsets GLSL gives them (the layout asserts check), read
// and written component by component.
layout(local_size_x = 16) in;

struct Texel {
    u8vec4 rgba;
    int8_t bias;
};

layout(std140, set = 0, binding = 0) uniform Params {
    int8_t step;
    uint8_t limit;
    i8vec2 offset;
} params;

layout(std430, set = 0, binding = 1) buffer Pixels {
    uint8_t gray[16];
    u8vec3 tint;
    Texel texels[16];
} pixels;

layout(scalar, set = 0, binding = 2) buffer Packed {
    u8vec3 rgb[16];
    uint16_t tail;
} packed_rgb;

void main() {
    uint i = gl_LocalInvocationIndex;
    uint8_t g = pixels.gray[i];
    // Wraps at 8 bits: 250 + 10 is 4.
    g += uint8_t(10);
    // A literal widens the 8-bit operand: this compares 256, not 0.
    bool small = g < 256;
    int8_t s = int8_t(g) * params.step;
    s = -s;
    s++;
    pixels.gray[i] = small ? g : uint8_t(0);
    Texel t = pixels.texels[i];
    t.rgba.rg = t.rgba.gr + u8vec2(params.offset);
    t.bias = s >> 1;
    pixels.texels[i] = t;
    pixels.texels[i].rgba.a = params.limit;
    pixels.tint.z = uint8_t(i);
    u8vec4 bytes = unpack8(uint(i) * 0x01020304u);
    packed_rgb.rgb[i] = bytes.xyz + pixels.tint;
    packed_rgb.tail = uint16_t(pack32(i8vec4(s)) & 0xFFFF);
}

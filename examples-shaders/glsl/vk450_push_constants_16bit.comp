#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require

// Push constants with 16-bit members (GL_EXT_shader_16bit_storage): an
// 8-byte block, `count` at 0, `scale` at 2, `range` at 4, read as inline
// bytes at the reflected buffer index like any push constants.
layout(local_size_x = 64) in;

layout(push_constant) uniform Registers {
    uint16_t count;
    float16_t scale;
    i16vec2 range;
} registers;

layout(std430, binding = 0) buffer Values {
    float values[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= uint(registers.count)) {
        return;
    }
    float v = clamp(values[i], float(registers.range.x), float(registers.range.y));
    values[i] = v * float(registers.scale);
}

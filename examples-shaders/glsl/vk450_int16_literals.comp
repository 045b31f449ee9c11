#version 450
// 16-bit integer literals (GL_EXT_shader_explicit_arithmetic_types): `s` is
// `int16_t`, `us` is `uint16_t`; `0x8000s` is the bit pattern, -32768.
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Data { int16_t s[4]; uint16_t u[4]; };

void main() {
    s[0] = 10s;
    s[1] = -7S;
    s[2] = s[2] ^ 0x8000s;
    u[0] = 65535us;
    u[1] = u[1] + 3US;
}

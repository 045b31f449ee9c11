#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
// 16-bit integer arithmetic: wrap-around in 16 bits, widening and narrowing.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { uint16_t v[]; } In;
layout(std430, binding = 1) buffer BOut { uint16_t v[]; } Out;
layout(std430, binding = 2) buffer BWide { int v[]; } Wide;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    uint16_t a = In.v[i];
    uint16_t b = In.v[7u - i];
    Out.v[i * 2u + 0u] = uint16_t(a * b + uint16_t(3));
    Out.v[i * 2u + 1u] = uint16_t(a >> 3) ^ b;
    int16_t s = int16_t(a);
    Wide.v[i] = int(s) * 2 + int(b);
}

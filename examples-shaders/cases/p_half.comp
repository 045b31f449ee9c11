#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
// float16_t arithmetic on values exact in binary16, read from and written to 16-bit buffers.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer BIn { float16_t v[]; } In;
layout(std430, binding = 1) buffer BOut { float16_t v[]; } Out;
layout(std430, binding = 2) buffer BWide { float v[]; } Wide;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float16_t a = In.v[i];
    float16_t b = In.v[7u - i];
    Out.v[i * 3u + 0u] = a * b + float16_t(0.5);
    Out.v[i * 3u + 1u] = max(a, b) - min(a, b);
    Out.v[i * 3u + 2u] = float16_t(float(a) * 0.25);
    Wide.v[i] = float(a + b);
}

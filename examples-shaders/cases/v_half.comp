#version 450
// 16-bit types: float16_t arithmetic and rounding, float16_t to int16_t
// conversion (truncation), uint16_t arithmetic that wraps at 16 bits.
// Every buffer element is 2 bytes.
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 4) in;
layout(std430, binding = 0) readonly buffer BA { float16_t a[]; } A;
layout(std430, binding = 1) buffer BH { float16_t h[]; } OutH;
layout(std430, binding = 2) buffer BI { int16_t v[]; } OutI;
layout(std430, binding = 3) buffer BU { uint16_t v[]; } OutU;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float16_t a = A.a[i];
    OutH.h[i] = a * float16_t(2.0) + float16_t(0.25);
    OutI.v[i] = int16_t(a * float16_t(-3.0));
    uint16_t base = uint16_t(65530);
    uint16_t step = uint16_t(i * 3u);
    OutU.v[i] = base + step;
}

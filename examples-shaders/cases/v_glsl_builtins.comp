#version 450
// GLSL built-ins Metal has no single function for, written out by the
// front-end: packing, frexp/modf, bit fields, extended multiply and carry,
// inverse hyperbolics, component-wise and outer matrix products.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer OU { uint o[]; };
layout(std430, binding = 1) buffer OF { float fo[]; };
layout(std430, binding = 2) readonly buffer IN { float x[]; };

void main() {
    o[0] = packUnorm2x16(vec2(0.25, x[0]));
    o[1] = packSnorm2x16(vec2(-0.25, 0.75));
    o[2] = packUnorm4x8(vec4(0.0, 0.4, x[0], 0.2));
    o[3] = packSnorm4x8(vec4(-x[0], 0.3, 0.25, 1.0));
    o[4] = packHalf2x16(vec2(x[0], -2.0));
    int e;
    fo[0] = frexp(48.0 * x[0], e);
    o[5] = uint(e);
    fo[1] = frexp(-0.1, e);
    o[6] = uint(e);
    float whole;
    fo[2] = modf(-2.75 * x[0], whole);
    fo[3] = whole;
    o[7] = uint(bitfieldExtract(int(0xF0F0F0F0u), 0, 8));
    o[8] = bitfieldExtract(0xF0F0F0F0u, 4, 12);
    o[9] = bitfieldInsert(0xFFFFFFFFu, 0u, 8, 8);
    uint hi, lo;
    umulExtended(0xFFFFFFFFu, 0xFFFFFFFFu, hi, lo);
    o[10] = hi;
    o[11] = lo;
    int shi, slo;
    imulExtended(-7, 123456789, shi, slo);
    o[12] = uint(shi);
    o[13] = uint(slo);
    uint c;
    o[14] = uaddCarry(0xFFFFFFF0u, 0x20u, c);
    o[15] = c;
    o[16] = usubBorrow(1u, 2u, c);
    o[17] = c;
    vec2 uh = unpackHalf2x16(0x40003800u * uint(x[0]));
    fo[4] = uh.x;
    fo[5] = uh.y;
    vec4 us = unpackSnorm4x8(0x7F202681u * uint(x[0]));
    fo[6] = us.x;
    fo[7] = us.y;
    fo[8] = unpackUnorm2x16(0xFFFF4000u).x;
    fo[9] = asinh(x[0]);
    fo[10] = acosh(2.0 * x[0]);
    fo[11] = atanh(0.5 * x[0]);
    mat3x2 op = outerProduct(vec2(1.0, 2.0), vec3(3.0, 4.0, 5.0));
    fo[12] = op[2][1];
    fo[13] = op[1][0];
    mat2 cm = matrixCompMult(mat2(1.0, 2.0, 3.0, 4.0), mat2(5.0, 6.0, 7.0, 8.0));
    fo[14] = cm[1][0];
    fo[15] = cm[0][1];
}

#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
// GLSL has no 8-bit atomics (nor does Metal): OSH3003 at the destination.
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint8_t data[4]; } b;
void main() { atomicAdd(b.data[0], uint8_t(1)); }

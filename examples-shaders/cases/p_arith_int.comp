#version 450
// Integer arithmetic and bit operations on signed and unsigned values.
layout(local_size_x = 8) in;
layout(std430, binding = 0) readonly buffer In { int a[]; } src;
layout(std430, binding = 1) buffer Out { uint r[]; } dst;

void main() {
    uint i = gl_GlobalInvocationID.x;
    int x = src.a[i];
    uint u = uint(x);
    dst.r[i * 8u + 0u] = uint(x * 7 - 3);
    dst.r[i * 8u + 1u] = uint(x / 3);
    dst.r[i * 8u + 2u] = uint(abs(x) % 5);  // GLSL leaves % of negatives undefined
    dst.r[i * 8u + 3u] = u >> 3;
    dst.r[i * 8u + 4u] = uint(x >> 2);
    dst.r[i * 8u + 5u] = (u ^ 0xA5A5A5A5u) | (u << 4);
    dst.r[i * 8u + 6u] = uint(bitCount(u)) + uint(findMSB(x)) * 100u;
    dst.r[i * 8u + 7u] = bitfieldReverse(u) & ~u;
}

#version 450
// Integer and bit operations: signed division truncates toward zero, >> is
// arithmetic on int and logical on uint, unsigned multiply wraps. GLSL leaves
// % with a negative operand undefined, so the remainder is built from
// non-negative operands with the dividend's sign (what HLSL's % gives).
layout(local_size_x = 4) in;
layout(std430, binding = 0) readonly buffer BX { int x[]; } X;
layout(std430, binding = 1) readonly buffer BY { int y[]; } Y;
layout(std430, binding = 2) buffer BO { uint v[]; } Out;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    int x = X.x[i];
    int y = Y.y[i];
    uint u = uint(x);
    uint o = i * 16u;
    int rem = abs(x) % abs(y);
    Out.v[o + 0u] = uint(x / y);
    Out.v[o + 1u] = uint(x < 0 ? -rem : rem);
    Out.v[o + 2u] = uint(x >> 1);
    Out.v[o + 3u] = u >> 1;
    Out.v[o + 4u] = uint(x & y);
    Out.v[o + 5u] = uint(x | y);
    Out.v[o + 6u] = uint(x ^ y);
    Out.v[o + 7u] = uint(~x);
    Out.v[o + 8u] = uint(bitCount(u));
    Out.v[o + 9u] = uint(findMSB(u));
    Out.v[o + 10u] = uint(findLSB(u));
    Out.v[o + 11u] = bitfieldReverse(u);
    Out.v[o + 12u] = uint(min(x, y));
    Out.v[o + 13u] = uint(max(x, y));
    Out.v[o + 14u] = uint(abs(x));
    Out.v[o + 15u] = u * 2654435761u;
}

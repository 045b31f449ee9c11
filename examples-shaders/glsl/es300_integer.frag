#version 300 es
// WebGL 2 fragment shader: integer and bit operations, uvec output.
precision highp float;
precision highp int;
flat in uint vSeed;
out uvec4 result;

uint hash(uint x) {
    x ^= x >> 16u;
    x *= 0x7feb352du;
    x ^= x >> 15u;
    x *= 0x846ca68bu;
    x ^= x >> 16u;
    return x;
}

void main() {
    uint h = hash(vSeed);
    result = uvec4(h, h >> 8u, bitCount(h), findMSB(h));
}

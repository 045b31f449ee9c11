#version 300 es
// A hash whose first shift is out of range (67 on a 32-bit uint): undefined
// in GLSL and in MSL, where naga's IR would reject the constant. It is taken
// modulo 32, as HLSL defines it and GPUs compute it (`x >> 3u`), with
// warning OSH5250 at the amount; so is a vector's splat amount (40 → 8).
// The shifts in range are unchanged.
precision highp float;
precision highp int;
flat in uint vSeed;
out uvec4 result;

uint hash(uint x) {
    x ^= x >> 67u;
    x *= 0x7feb352du;
    x ^= x >> 15u;
    uvec2 v = uvec2(x) << uvec2(40u);
    return x ^ v.x;
}

void main() {
    result = uvec4(hash(vSeed), vSeed << 1u, 0u, 1u);
}

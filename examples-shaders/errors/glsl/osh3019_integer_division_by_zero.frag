#version 300 es
// An integer remainder by a constant zero (found by fuzzing): undefined in
// GLSL and in MSL. Expected: OSH3019 at the divisor.
precision highp float;
uniform highp usampler2D ids;
uniform sampler2D palette;
out vec4 color;

void main() {
    uint id = texelFetch(ids, ivec2(gl_FragCoord.xy), 0).r;
    color = texelFetch(palette, ivec2(int(id % 16u) % 0, 0), 0);
}

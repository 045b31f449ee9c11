#version 300 es
// WebGL 2 fragment shader: integer texel fetch from a data texture.
precision highp float;
precision highp usampler2D;
uniform usampler2D uIds;
uniform sampler2D uPalette;
out vec4 color;

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);
    uint id = texelFetch(uIds, p, 0).r;
    color = texelFetch(uPalette, ivec2(int(id % 16u), 0), 0);
}

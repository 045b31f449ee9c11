#version 450
// Bilinear sampling and a gather of a 2x2 r32float texture at points worked out by hand.
layout(local_size_x = 1) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, std430) buffer Out { vec4 o[]; };
void main() {
    o[0] = textureLod(tex, vec2(0.5, 0.5), 0.0);
    o[1] = textureLod(tex, vec2(0.25, 0.25), 0.0);
    o[2] = textureLod(tex, vec2(0.0, 0.0), 0.0);
    o[3] = textureLod(tex, vec2(0.75, 0.25), 0.0);
    o[4] = textureGather(tex, vec2(0.5, 0.5), 0);
    o[5] = textureLod(tex, vec2(0.375, 0.625), 0.0);
}

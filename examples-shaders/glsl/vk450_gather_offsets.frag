#version 450
// textureGatherOffsets: each of the four gathered texels at its own constant
// offset (texel i is the (i0, j0) corner of a gather at offsets[i]).
layout(binding = 0) uniform sampler2D uColor;
layout(binding = 1) uniform isampler2DArray uIds;
layout(binding = 2) uniform sampler2DShadow uShadow;
layout(location = 0) in vec3 inUv;
layout(location = 0) out vec4 outColor;
layout(location = 1) out ivec4 outIds;

const ivec2 kCross[4] = ivec2[4](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));

void main() {
    vec4 blue = textureGatherOffsets(uColor, inUv.xy, kCross, 2);
    outIds = textureGatherOffsets(uIds, inUv, ivec2[](ivec2(-8), ivec2(-8, 7), ivec2(7, -8), ivec2(7)));
    vec4 lit = textureGatherOffsets(uShadow, inUv.xy, inUv.z, kCross);
    outColor = blue * dot(lit, vec4(0.25));
}

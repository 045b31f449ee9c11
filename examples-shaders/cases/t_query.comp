#version 450
layout(local_size_x = 4, local_size_y = 4) in;
// Size and level queries of sampled textures and images.
layout(binding = 0) uniform sampler2D tex;
layout(binding = 2) uniform sampler2DArray arr;
layout(binding = 3, r32f) uniform readonly image2D img;
layout(binding = 1, std430) buffer Out { ivec4 o[]; };
void main() {
    if (gl_GlobalInvocationID.x == 0u && gl_GlobalInvocationID.y == 0u) {
        o[0] = ivec4(textureSize(tex, 0), textureSize(tex, 1));
        o[1] = ivec4(textureSize(tex, 2), textureQueryLevels(tex), 0);
        o[2] = ivec4(textureSize(arr, 0), 0);
        o[3] = ivec4(imageSize(img), 0, 0);
    }
}

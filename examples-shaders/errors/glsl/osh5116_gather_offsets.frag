#version 450
// Metal's gather takes one offset for all four texels.
layout(binding = 0) uniform sampler2D tex;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
const ivec2 offsets[4] = ivec2[4](ivec2(0, 0), ivec2(1, 0), ivec2(0, 1), ivec2(1, 1));
void main() {
    color = textureGatherOffsets(tex, uv, offsets);
}

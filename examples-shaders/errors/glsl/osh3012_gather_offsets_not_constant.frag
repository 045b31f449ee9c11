#version 450
// textureGatherOffsets needs constant offsets (GLSL 4.60 §8.9.4).
layout(binding = 0) uniform sampler2D tex;
layout(location = 0) in vec2 uv;
layout(location = 1) flat in ivec2 step;
layout(location = 0) out vec4 color;
void main() {
    ivec2 offsets[4] = ivec2[4](ivec2(0), step, -step, ivec2(1));
    color = textureGatherOffsets(tex, uv, offsets);
}

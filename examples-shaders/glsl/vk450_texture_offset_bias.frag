#version 450
// `textureOffset` and `textureProjOffset` with a bias: the bias is the last
// GLSL argument, and Metal's `bias(…)` option (not a level clamp).
layout(location = 0) in vec2 uv;
layout(location = 1) in vec3 uvq;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;
void main() {
    color = textureOffset(tex, uv, ivec2(1, -1), 0.5)
          + textureProjOffset(tex, uvq, ivec2(0, 2), -1.0)
          + textureOffset(tex, uv, ivec2(3, 0));
}

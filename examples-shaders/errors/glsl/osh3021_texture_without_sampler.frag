#version 450
// A separate texture sampled without a sampler.
layout(binding = 0) uniform texture2D tex;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
void main() {
    color = texture(tex, uv);
}

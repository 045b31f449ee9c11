#version 450
// A shader that reads `gl_SamplePosition` runs once per sample, and GLSL's
// `gl_FragCoord` is then the sample's position. Metal's `[[position]]` is
// the pixel centre at any rate, so the entry point moves it by
// `get_sample_position(sample_id) - 0.5` before `main`.
layout(binding = 0) uniform sampler2D tex;
layout(location = 0) sample in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec2 pixel_corner = gl_FragCoord.xy - gl_SamplePosition;
    color = texture(tex, uv) + vec4(pixel_corner, gl_SamplePosition);
}

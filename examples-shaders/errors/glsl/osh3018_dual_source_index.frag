#version 450
// Dual-source blending has one color attachment: `index = 1` is valid on
// the output at location 0 only (Metal's `[[color(0), index(1)]]`).
layout(location = 0) out vec4 outColor;
layout(location = 1, index = 1) out vec4 outBlend;
void main() {
    outColor = vec4(1.0);
    outBlend = vec4(0.5);
}

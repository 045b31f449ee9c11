#version 450
// Two outputs on location 0: glslang reports "overlapping use of location
// 0", and so does ferrometal, with both declarations.
layout(location = 0) out vec4 color;
layout(location = 0) out vec4 normal;

void main() {
    color = vec4(1.0);
    normal = vec4(0.0, 0.0, 1.0, 0.0);
}

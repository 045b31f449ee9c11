#version 450
// An offset that is not a multiple of the member's base alignment
// (a vec4 aligns to 16 bytes): glslang's "must be a multiple of the
// member's alignment".
layout(set = 0, binding = 0, std140) uniform Scene {
    float exposure;
    layout(offset = 20) vec4 tint;
} scene;

layout(location = 0) out vec4 color;

void main() {
    color = scene.tint * scene.exposure;
}

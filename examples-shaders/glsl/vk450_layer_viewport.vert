#version 450
#extension GL_ARB_shader_viewport_layer_array : require
// Layered rendering from the vertex stage: the render-target layer and the
// viewport index are vertex outputs.

layout(location = 0) in vec4 position;
layout(location = 1) in ivec2 target;

void main() {
    gl_Position = position;
    gl_Layer = target.x;
    gl_ViewportIndex = target.y;
}

#version 450
// Reflection's two views of GLSL resources: the source's declaration
// (`uniform Scene`, `readonly buffer Lights`, `sampler2D`) beside the MSL
// parameter, and a matrix's source dimensions and order beside the MSL
// matrix that stores it; `layout(row_major)` on a struct member reaches the
// struct's matrices. `unusedShadow` is declared but never read.

struct Light {
    vec4 color;
    mat3x4 frame;
};

layout(set = 0, binding = 0, std140) uniform Scene {
    mat3x4 colMajor;
    layout(row_major) mat3x4 rowMajor;
    layout(row_major) mat4 view;
    layout(row_major) Light sun;
} scene;

layout(set = 0, binding = 1, std430) readonly buffer Lights {
    Light lights[];
};

layout(set = 0, binding = 2) uniform sampler2D albedo;
layout(set = 0, binding = 3) uniform sampler2DShadow unusedShadow;

layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    vec4 c = texture(albedo, uv);
    vec4 a = scene.colMajor * vec3(1.0, 0.0, 0.0);
    vec4 b = scene.rowMajor * vec3(0.0, 1.0, 0.0) + scene.sun.frame * vec3(1.0);
    color = c * (a + b) * lights[0].color + scene.view[2];
}

#version 450
// Vulkan vertex shader: camera UBO, per-object push constant, gl_VertexIndex.
layout(set = 0, binding = 0) uniform Camera {
    mat4 view;
    mat4 proj;
} camera;
layout(push_constant) uniform Object {
    mat4 model;
} object;
layout(location = 0) in vec3 inPosition;
layout(location = 1) in vec3 inNormal;
layout(location = 0) out vec3 outNormal;
layout(location = 1) out flat uint outVertex;

void main() {
    outNormal = mat3(object.model) * inNormal;
    outVertex = uint(gl_VertexIndex);
    gl_Position = camera.proj * camera.view * object.model * vec4(inPosition, 1.0);
}

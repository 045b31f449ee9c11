#version 450
// A buffer reference in push constants: the matrix is read through the
// 64-bit device address (`MTLBuffer.gpuAddress` on the host), column-major as
// std430 stores it.
#extension GL_EXT_buffer_reference : require
layout(buffer_reference, std430) readonly buffer Matrices {
    mat4 mvp;
};
layout(push_constant) uniform Push {
    Matrices matrices;
} push;
layout(location = 0) in vec3 inPos;
void main() {
    gl_Position = push.matrices.mvp * vec4(inPos, 1.0);
}

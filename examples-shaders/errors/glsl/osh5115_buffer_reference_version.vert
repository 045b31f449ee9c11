#version 450
// A buffer reference is a 64-bit device address, which a Metal host gets from
// `MTLBuffer.gpuAddress` (Metal 3): below MSL 3.0 it is refused at its first
// use.
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

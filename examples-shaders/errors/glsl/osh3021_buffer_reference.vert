#version 450
// A buffer reference is a device address read from another buffer, not a
// block bound to an index: translating it as a struct would read the wrong
// bytes, so it is refused.
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

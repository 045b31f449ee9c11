#version 330 core
// gl_ClipDistance is not supported yet.
layout(location = 0) in vec3 pos;
uniform vec4 plane;
void main() {
    gl_Position = vec4(pos, 1.0);
    gl_ClipDistance[0] = dot(vec4(pos, 1.0), plane);
}

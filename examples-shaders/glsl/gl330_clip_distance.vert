#version 330 core
// One user clip plane: gl_ClipDistance (size 1 from its constant index) is
// Metal's [[clip_distance]] array.
layout(location = 0) in vec3 pos;
uniform vec4 plane;
void main() {
    gl_Position = vec4(pos, 1.0);
    gl_ClipDistance[0] = dot(vec4(pos, 1.0), plane);
}

#version 450
// Metal has no cull distances.
layout(location = 0) in vec3 pos;
void main() {
    gl_Position = vec4(pos, 1.0);
    gl_CullDistance[0] = pos.x;
}

#version 450
// gl_ClipDistance indexed by a variable needs a redeclaration with a size.
layout(location = 0) in vec3 pos;
void main() {
    gl_Position = vec4(pos, 1.0);
    for (int i = 0; i < 2; ++i) gl_ClipDistance[i] = pos.x;
}

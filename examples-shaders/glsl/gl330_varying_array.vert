#version 330 core
// An array of varyings: one location per element (uvs takes locations 0 and 1).
layout(location = 0) in vec2 pos;
out vec2 uvs[2];
void main() {
    uvs[0] = pos;
    uvs[1] = pos * 2.0;
    gl_Position = vec4(pos, 0.0, 1.0);
}

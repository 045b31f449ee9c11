#version 330 core
// A stage output array needs an explicit literal size.
layout(location = 0) in vec2 pos;
out vec2 uvs[];
void main() {
    uvs[0] = pos;
    gl_Position = vec4(pos, 0.0, 1.0);
}

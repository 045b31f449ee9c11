#version 330 core
// EmitVertex belongs to geometry shaders.
layout(location = 0) in vec3 pos;
void main() {
    gl_Position = vec4(pos, 1.0);
    EmitVertex();
}

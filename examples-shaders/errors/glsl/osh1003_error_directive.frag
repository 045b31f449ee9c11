#version 330 core
#error this shader is not meant to be compiled
out vec4 color;
void main() {
    color = vec4(1.0);
}

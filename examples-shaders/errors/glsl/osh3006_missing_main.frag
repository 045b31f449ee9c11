#version 330 core
// No main function.
out vec4 color;
void shade() {
    color = vec4(1.0);
}

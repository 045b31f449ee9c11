#version 330 core
// A variable that was never declared.
out vec4 color;
void main() {
    color = vec4(brightness);
}

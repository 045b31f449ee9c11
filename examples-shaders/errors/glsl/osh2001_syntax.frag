#version 330 core
// A syntax error: a missing semicolon.
out vec4 color;
void main() {
    float x = 1.0
    color = vec4(x);
}

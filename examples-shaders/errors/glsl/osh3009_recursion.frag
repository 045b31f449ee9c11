#version 330 core
// A function that calls itself.
out vec4 color;
float f(float x) {
    return x <= 0.0 ? 0.0 : f(x - 1.0) + 1.0;
}
void main() {
    color = vec4(f(3.0));
}

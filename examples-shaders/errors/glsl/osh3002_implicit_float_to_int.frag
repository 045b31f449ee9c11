#version 450
layout(location = 0) out vec4 color;
void main() {
    int i = 1.5;
    color = vec4(float(i));
}

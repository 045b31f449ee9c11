#version 450
layout(location = 0) out vec4 color;
void main() {
    float r = 5.0 % 2.0;
    color = vec4(r);
}

#version 450
// A near-miss built-in: the error suggests `normalize`.
layout(location = 0) in vec3 normal;
layout(location = 0) out vec4 color;
void main() {
    color = vec4(normalise(normal), 1.0);
}

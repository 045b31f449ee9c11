#version 330 core
// Too few components for a vec3 constructor.
out vec4 color;
void main() {
    vec3 c = vec3(1.0, 2.0);
    color = vec4(c, 1.0);
}

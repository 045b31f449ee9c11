#version 450
// A struct declared with a global of its type, initialized (`struct S {…}
// s = S(…);`), and one without an initializer: the struct is declared, and
// each global is a private variable initialized as written.
layout(location = 0) out vec4 color;

struct Light {
    vec3 direction;
    float intensity;
} sun = Light(normalize(vec3(0.3, 1.0, 0.2)), 2.5);

struct Fog {
    float density;
} fog;

void main() {
    fog.density = 0.1;
    color = vec4(sun.direction * sun.intensity, fog.density);
}

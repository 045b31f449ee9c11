#version 330
// GLSL struct constructors: one argument per member, each converted as an
// assignment would (the int 2 becomes a float).
struct Light { vec3 color; float power; };
uniform vec3 base;
out vec4 frag;
void main() {
    Light l = Light(base * 0.5, 2);
    frag = vec4(l.color * l.power, 1.0);
}

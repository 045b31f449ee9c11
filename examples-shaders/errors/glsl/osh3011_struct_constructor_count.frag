#version 330
struct Light { vec3 color; float power; };
out vec4 frag;
void main() {
    Light l = Light(vec3(1.0));
    frag = vec4(l.color, 1.0);
}

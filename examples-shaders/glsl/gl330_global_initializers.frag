#version 330
// Desktop GLSL accepts global initializers that are not constant: they are
// evaluated in declaration order at the start of the entry point (`h` is
// constant and stays an initializer).
uniform float t;
const float K = 2.0;
float g = t * K, h = 3.0;
vec3 c = vec3(g, sin(t), h);
layout(location = 0) out vec4 o;
void main() { o = vec4(c, g); }

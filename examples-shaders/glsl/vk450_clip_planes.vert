#version 450
// Up to four clip planes through a redeclared gl_PerVertex block; the
// array size comes from the redeclaration, so a loop may index it.
layout(location = 0) in vec3 pos;
layout(binding = 0) uniform Planes { vec4 planes[4]; int count; };
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[4]; };
void main() {
    gl_Position = vec4(pos, 1.0);
    for (uint i = 0u; i < 4u; ++i)
        gl_ClipDistance[i] = int(i) < count ? dot(vec4(pos, 1.0), planes[i]) : 1.0;
}

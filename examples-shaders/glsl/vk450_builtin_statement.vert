#version 450
#extension GL_KHR_shader_subgroup_ballot : require
// A built-in variable alone as a statement reads nothing anyone sees: it is
// dropped, so this vertex shader asks Metal for no lane index (which vertex
// functions do not have); in a loop header the same name is a condition and
// stays.
layout(location = 0) in vec4 aPos;

void main() {
    gl_SubgroupEqMask;
    int n = 0;
    for (int i = 0; gl_VertexIndex > i && i < 4; i++) {
        n += 1;
    }
    gl_Position = aPos * float(n);
}

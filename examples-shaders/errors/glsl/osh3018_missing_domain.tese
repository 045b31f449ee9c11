#version 450
// An evaluation shader names its domain (`triangles` or `quads`): Metal's
// post-tessellation vertex function is declared for one patch type.
layout(fractional_odd_spacing, ccw) in;
void main() {
    gl_Position = vec4(gl_TessCoord, 1.0);
}

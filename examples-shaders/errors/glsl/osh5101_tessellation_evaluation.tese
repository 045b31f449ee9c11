#version 450
// GLSL tessellation evaluation shaders are refused with a code (HLSL domain
// shaders translate, and GLSL control shaders do; the GLSL spelling of the
// evaluation stage does not yet).
layout(quads, fractional_odd_spacing, ccw) in;
layout(location = 0) in vec3 tcPos[];
void main() {
    vec3 a = mix(tcPos[0], tcPos[1], gl_TessCoord.x);
    vec3 b = mix(tcPos[3], tcPos[2], gl_TessCoord.x);
    gl_Position = vec4(mix(a, b, gl_TessCoord.y), 1.0);
}

#version 450
// GLSL tessellation control shaders are refused with a code (HLSL hull
// shaders translate; the GLSL spelling of them does not yet).
layout(vertices = 3) out;
layout(location = 0) in vec3 inPos[];
layout(location = 0) out vec3 outPos[];
void main() {
    outPos[gl_InvocationID] = inPos[gl_InvocationID];
    if (gl_InvocationID == 0) {
        gl_TessLevelOuter[0] = 4.0;
        gl_TessLevelOuter[1] = 4.0;
        gl_TessLevelOuter[2] = 4.0;
        gl_TessLevelInner[0] = 4.0;
    }
}

#version 450
// A control shader without `layout(vertices = N) out;` has no output patch
// size, which the hull kernel's threadgroup and buffers need.
layout(location = 0) in vec3 vPos[];
layout(location = 0) out vec3 tcPos[];
void main() {
    tcPos[gl_InvocationID] = vPos[gl_InvocationID];
    gl_TessLevelOuter[0] = 1.0;
}

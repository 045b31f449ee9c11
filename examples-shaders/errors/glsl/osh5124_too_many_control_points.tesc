#version 450
// A Metal patch has at most 32 control points: a control shader writing 64
// is refused at its layout.
layout(vertices = 64) out;
layout(location = 0) out vec3 tcPos[];
void main() {
    tcPos[gl_InvocationID] = vec3(0.0);
}

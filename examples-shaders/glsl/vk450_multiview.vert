#version 450
#extension GL_EXT_multiview : require
// Multiview: each view's matrix picked by gl_ViewIndex, which is Metal's
// [[amplification_id]] (the host draws with vertex amplification, one
// amplification per view; warning OSH5230 says so).
layout(binding = 0) uniform Views {
    mat4 viewProj[2];
};
layout(location = 0) in vec4 aPos;
layout(location = 0) flat out int vView;

void main() {
    vView = int(gl_ViewIndex);
    gl_Position = viewProj[gl_ViewIndex] * aPos;
}

#version 450
// `gl_HelperInvocation` exists in fragment shaders only.
layout(location = 0) out float helper;

void main() {
    helper = gl_HelperInvocation ? 1.0 : 0.0;
    gl_Position = vec4(0.0);
}

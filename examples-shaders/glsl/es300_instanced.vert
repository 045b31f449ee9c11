#version 300 es
// WebGL 2 vertex shader: instanced grid placed with gl_InstanceID.
in vec2 aCorner;
uniform float uSpacing;
uniform int uColumns;
out vec3 vColor;
flat out int vInstance;

void main() {
    int col = gl_InstanceID % uColumns;
    int row = gl_InstanceID / uColumns;
    vec2 offset = vec2(float(col), float(row)) * uSpacing;
    vInstance = gl_InstanceID;
    vColor = vec3(float(col) / float(uColumns), 0.5, 1.0);
    gl_Position = vec4(aCorner + offset, 0.0, 1.0);
}

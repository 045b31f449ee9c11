#version 300 es
// WebGL 2 vertex shader: Rotation by a 2x2 matrix built from columns.
in vec2 aPos;
uniform float uAngle;
out vec2 vLocal;

void main() {
    float c = cos(uAngle);
    float s = sin(uAngle);
    mat2 rot = mat2(c, s, -s, c);
    vLocal = rot * aPos;
    gl_Position = vec4(vLocal, 0.0, 1.0);
}

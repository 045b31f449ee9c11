#version 330 core
// Desktop 3.30 vertex shader: non-square matrices and row-vector products.
layout(location = 0) in vec3 aPos;
uniform mat4x3 uAffine;
uniform mat3 uBasis;
out vec3 vRow;

void main() {
    vec3 p = uAffine * vec4(aPos, 1.0);
    vRow = aPos * uBasis;
    gl_Position = vec4(p, 1.0);
}

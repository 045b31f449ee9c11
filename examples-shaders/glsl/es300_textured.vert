#version 300 es
// WebGL 2 vertex shader with explicit attribute locations.
layout(location = 0) in vec3 aPos;
layout(location = 1) in vec2 aUv;
uniform mat4 uMvp;
out vec2 vUv;

void main() {
    vUv = aUv;
    gl_Position = uMvp * vec4(aPos, 1.0);
}

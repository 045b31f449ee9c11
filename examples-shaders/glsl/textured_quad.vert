#version 330 core
// A textured quad: position and UV in, UV out, transformed by a uniform matrix.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec2 aUv;

uniform mat4 uModelViewProjection;

out vec2 vUv;

void main() {
    vUv = aUv;
    gl_Position = uModelViewProjection * vec4(aPosition, 1.0);
}

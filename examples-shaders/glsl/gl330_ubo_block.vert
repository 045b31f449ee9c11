#version 330 core
// Desktop 3.30 vertex shader: camera matrices in an anonymous std140 block.
layout(std140) uniform Camera {
    mat4 view;
    mat4 proj;
    vec4 eye;
};
layout(location = 0) in vec3 position;
out float vDistance;

void main() {
    vDistance = distance(position, eye.xyz);
    gl_Position = proj * view * vec4(position, 1.0);
}

#version 330 core
// Desktop 3.30 fragment shader: a 2D array texture selected per fragment.
in vec2 vUv;
flat in int vLayer;
out vec4 color;
uniform sampler2DArray uAtlas;

void main() {
    color = texture(uAtlas, vec3(vUv, float(vLayer)));
}

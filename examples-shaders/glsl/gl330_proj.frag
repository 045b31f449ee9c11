#version 330 core
// Desktop 3.30 fragment shader: projective texturing (textureProj).
in vec4 vProjCoord;
out vec4 color;
uniform sampler2D uProjector;

void main() {
    color = textureProj(uProjector, vProjCoord);
}

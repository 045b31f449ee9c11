#version 330 core
// Arrays of interface blocks are not supported yet.
in Block {
    vec4 color;
} fs_in[2];
out vec4 outColor;
void main() {
    outColor = fs_in[0].color + fs_in[1].color;
}

#version 200
// A version GLSL never had.
void main() {
    gl_FragColor = vec4(1.0);
}

// Shaders of the GLSL 1.10 era often carry Latin-1 comments: « café ».
// No #version line: GLSL 1.10.
uniform vec4 tint;
void main() { gl_FragColor = tint; }

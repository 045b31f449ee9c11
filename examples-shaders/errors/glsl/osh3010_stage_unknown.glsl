#version 450
// Nothing says which stage this is, and .glsl does not either.
void main() {
}

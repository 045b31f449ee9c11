#version 120
// gl_FragData indexed by a variable.
uniform int target;
void main() {
    gl_FragData[target] = vec4(1.0);
}

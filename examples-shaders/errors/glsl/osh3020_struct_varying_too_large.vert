#version 450
// A stage output of struct type takes its members' locations once per
// element: 64 elements of 64 vec4s each would be 4096 locations, far past
// any stage's, and is refused at the declaration.
struct Taps {
    vec4 w[64];
};
layout(location = 0) in vec4 pos;
layout(location = 0) out Taps taps[64];
void main() {
    taps[0].w[0] = pos;
    gl_Position = pos;
}

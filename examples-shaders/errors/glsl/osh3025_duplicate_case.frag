#version 450
// Two case labels of one switch with the same value, and two `default`
// labels, are errors of the source (glslang: "duplicated value", "multiple
// default labels"), each reported with both labels. Values compare after
// constant folding: `0x1` is `1`, `K + 1` is `2`.
layout(location = 0) flat in int mode;
layout(location = 0) out vec4 fragColor;
const int K = 1;

void main() {
    switch (mode) {
    case 1:
        fragColor = vec4(1.0);
        break;
    case 0x1:
        fragColor = vec4(0.5);
        break;
    case 2:
    case K + 1:
        fragColor = vec4(0.25);
        break;
    default:
        fragColor = vec4(0.0);
        break;
    default:
        fragColor = vec4(0.125);
        break;
    }
}

#version 450
// An array of storage blocks is one Metal buffer per element under the
// `direct` binding model; the argument-buffer models do not place such
// arrays yet, and say so.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Data { vec4 v[4]; } data[2];
layout(std430, binding = 2) buffer Out { vec4 o[]; };
void main() {
    o[0] = data[0].v[1] + data[1].v[2];
}

#version 450
// `align` must be a power of two.
layout(local_size_x = 1) in;

layout(set = 0, binding = 0, std430) buffer Data {
    float a;
    layout(align = 24) float b;
} data;

void main() {
    data.a = data.b;
}

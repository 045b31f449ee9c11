#version 450
// A storage block with a fixed member before its runtime-sized array
// (std430): the buffer is one struct whose last member is unbounded.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Data {
    uint count;
    float values[];
};
void main() {
    values[0] = float(count);
}

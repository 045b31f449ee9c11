#version 450
// An atomic counter's offset must be a multiple of 4.
layout(local_size_x = 1) in;
layout(binding = 0, offset = 2) uniform atomic_uint counter;
void main() {
    atomicCounterIncrement(counter);
}

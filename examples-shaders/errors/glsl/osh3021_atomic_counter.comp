#version 450
// atomic_uint counters have no Metal counterpart here.
layout(local_size_x = 1) in;
layout(binding = 0, offset = 0) uniform atomic_uint counter;
void main() {
    atomicCounterIncrement(counter);
}

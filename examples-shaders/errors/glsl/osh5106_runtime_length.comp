#version 450
// The length of a runtime-sized array is not available in Metal.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data {
    uint count;
    vec4 data[];
} d;
void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i < uint(d.data.length()))
        d.data[i] *= 2.0;
}

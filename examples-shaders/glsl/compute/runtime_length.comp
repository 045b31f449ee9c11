#version 450
// `.length()` of a runtime-sized array after other members: Metal cannot ask
// a buffer its length, so the kernel takes the byte sizes of the buffers it
// measures (reflection's `bufferSizes`) and computes (size - 16) / 16.
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

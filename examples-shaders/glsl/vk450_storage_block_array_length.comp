#version 450
// The length of a runtime-sized array in one buffer of an array of
// storage blocks: each buffer's byte size is its own element of the sizes
// buffer (reflection's bufferSizes names them `lists[0]`, `lists[1]`…),
// indexed by the buffer's index, constant or not.
layout(local_size_x = 64) in;
layout(std430, binding = 0) readonly buffer List {
    uint count;
    float items[];
} lists[3];
layout(std430, binding = 3) buffer Totals {
    uint lengths[];
};

void main() {
    uint i = gl_GlobalInvocationID.x % 3u;
    lengths[i] = uint(lists[i].items.length());
    lengths[3] = uint(lists[2].items.length()) + lists[0].count;
    lengths[4] = uint(lengths.length());
}

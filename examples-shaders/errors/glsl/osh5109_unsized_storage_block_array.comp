#version 450
#extension GL_EXT_nonuniform_qualifier : require
// An unsized array of storage blocks (descriptor indexing). The `direct`
// binding model passes each Metal buffer as a function argument of its
// own, so an array with no size has no place there: OSH5109.
layout(local_size_x = 1) in;

layout(set = 0, binding = 0) buffer SSBO {
    vec4 a;
} ssbos[];

void main() {
    ssbos[gl_WorkGroupID.x].a += 2.0;
}

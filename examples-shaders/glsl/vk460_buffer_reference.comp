#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

// A linked list and an array reached through 64-bit device addresses.
layout(buffer_reference) buffer Node;

layout(buffer_reference, std430, buffer_reference_align = 16) buffer Node {
    vec4 value;
    Node next;
    uint tag;
};

layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer Floats {
    float data[];
};

layout(buffer_reference, std430) writeonly buffer Results {
    float sum;
    uint count;
    float picked[4];
};

layout(push_constant) uniform Push {
    Node head;
    uint64_t values;
    Results results;
    uint n;
} pc;

void main() {
    // Walk the list.
    float sum = 0.0;
    uint count = 0u;
    Node node = pc.head;
    while (uint64_t(node) != 0ul && count < 16u) {
        sum += node.value.x + node.value.w;
        count += 1u;
        node = node.next;
    }
    // Pointer arithmetic: element i of the float array, one address at a time.
    Floats floats = Floats(pc.values);
    for (uint i = 0u; i < 4u && i < pc.n; ++i) {
        Floats at = Floats(pc.values + uint64_t(i) * 4ul);
        pc.results.picked[i] = at.data[0] + floats.data[i];
    }
    pc.results.sum = sum;
    pc.results.count = count;
}

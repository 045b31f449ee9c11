#version 460
#extension GL_EXT_buffer_reference : require
// A buffer_reference block with an instance name declares both: the
// reference type `Node`, and a storage buffer `head` of the block bound at
// its set and binding, whose `next` members are followed by address.
layout(local_size_x = 1) in;

layout(buffer_reference) buffer Node;
layout(buffer_reference, buffer_reference_align = 16, std430, set = 0, binding = 0) buffer Node {
    int value;
    Node next;
} head;

layout(std430, set = 0, binding = 1) buffer Result {
    int sum;
};

void main() {
    int total = head.value;
    Node n = head.next;
    for (int i = 0; i < 4; i++) {
        total += n.value;
        n = n.next;
    }
    sum = total;
}

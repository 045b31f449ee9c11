#version 450
// Order-independent transparency, the insert pass: every fragment appends a
// node to its pixel's linked list. The list heads live in an image, swapped
// atomically (image atomics need MSL 3.1; see the options file).
layout(early_fragment_tests) in;

struct Node {
    vec4 color;
    float depth;
    uint next;
};

layout(binding = 0, r32ui) uniform coherent uimage2D headIndex;
layout(std430, binding = 1) buffer Nodes { Node nodes[]; };
layout(std430, binding = 2) buffer Counter { uint nodeCount; };

layout(location = 0) in vec4 color;

void main() {
    uint nodeIdx = atomicAdd(nodeCount, 1u);
    uint prev = imageAtomicExchange(headIndex, ivec2(gl_FragCoord.xy), nodeIdx);
    nodes[nodeIdx].color = color;
    nodes[nodeIdx].depth = gl_FragCoord.z;
    nodes[nodeIdx].next = prev;
}

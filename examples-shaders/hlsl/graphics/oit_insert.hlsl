// Order-independent transparency, the insert pass: every fragment appends a
// node to its pixel's linked list. The list heads live in a texture, swapped
// atomically (texture atomics need MSL 3.1; see the options file).
struct Node
{
    float4 color;
    float depth;
    uint next;
};

RWTexture2D<uint> head : register(u1);
RWStructuredBuffer<Node> nodes : register(u2);
RWStructuredBuffer<uint> nodeCount : register(u3);

[shader("pixel")]
[earlydepthstencil]
void main(float4 pos : SV_Position, float4 color : COLOR0)
{
    uint idx;
    InterlockedAdd(nodeCount[0], 1, idx);
    uint prev;
    InterlockedExchange(head[uint2(pos.xy)], idx, prev);
    Node n;
    n.color = color;
    n.depth = pos.z;
    n.next = prev;
    nodes[idx] = n;
}
